import { DATE_FORMATS, dayjs, OFFICE_TODAY_LIMITS, type ShiftRosterView } from '@care/domain';
import { ActionIcon, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../../platform/useTimeZone.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { type ShiftDialogRequest, ShiftDialogs } from '../../roster-dialogs/index.ts';
import { TodaySectionCard } from './TodaySectionCard.tsx';
import { fetchOfficeToday, OFFICE_TODAY_KEY } from './today-api.ts';

/**
 * The office's Today (issue 26): what needs someone now, from GET /Dashboard/today, one card per
 * section with lines to act on; the clear sections in one line below. Refreshes every minute, so
 * an on-call coordinator can leave it open on a phone.
 */
export function TodayPanel() {
  const zone = useTimeZone();
  const [request, setRequest] = useState<ShiftDialogRequest | null>(null);
  const today = useQuery({
    queryKey: OFFICE_TODAY_KEY,
    queryFn: ({ signal }) => fetchOfficeToday(signal),
    refetchInterval: OFFICE_TODAY_LIMITS.refreshMs,
  });
  const openShift = (shift: ShiftRosterView) => setRequest({ kind: 'details', shift });

  let body: React.ReactNode;
  if (today.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Skeleton h={140} radius="md" />
        <Skeleton h={140} radius="md" />
        <Skeleton h={140} radius="md" />
      </SimpleGrid>
    );
  } else if (today.isError && !today.data) {
    body = <LoadFailed what="today’s lists" onRetry={() => void today.refetch()} />;
  } else {
    const busy = today.data.sections.filter((s) => s.count > 0);
    const clear = today.data.sections.filter((s) => s.count === 0);
    body = (
      <Stack gap="md">
        {busy.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {busy.map((s) => (
              <TodaySectionCard key={s.key} section={s} zone={zone} onOpenShift={openShift} />
            ))}
          </SimpleGrid>
        ) : null}
        {clear.length > 0 ? (
          <Card withBorder padding="sm" radius="md" aria-label="All clear">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconCircleCheck
                size={20}
                color="var(--mantine-color-teal-6)"
                aria-hidden
                style={{ flexShrink: 0 }}
              />
              <Text fz="sm">
                <Text span fw={600}>
                  All clear:{' '}
                </Text>
                {clear.map((s) => s.title.toLowerCase()).join(' · ')}
              </Text>
            </Group>
          </Card>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label="Today">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Title order={2} fz="lg">
            Today
          </Title>
          <Text fz="xs" c="dimmed">
            {today.data
              ? `Updated ${dayjs(today.data.at).tz(zone).format(DATE_FORMATS.time)} · refreshes every minute`
              : 'What needs someone now'}
          </Text>
        </Stack>
        <Tooltip label="Refresh now" withArrow>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Refresh today’s lists"
            loading={today.isFetching}
            onClick={() => void today.refetch()}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {body}
      <ShiftDialogs
        request={request}
        onClose={() => {
          setRequest(null);
          void today.refetch();
        }}
      />
    </Stack>
  );
}
