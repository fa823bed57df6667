import { calendarDateInZone, DATE_FORMATS, dayjs, type PublicHolidayView } from '@care/domain';
import { ActionIcon, Badge, Card, Divider, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { AddHolidayForm } from './AddHolidayForm.tsx';
import { fetchHolidays, holidaysKey, removeHoliday, WORK_SETTINGS_KEY } from './work-settings-api.ts';

/** A holiday's date as the list shows it: 'Fri 25 Dec 2026'. */
export const holidayDate = (date: string) => dayjs(date).format(DATE_FORMATS.dayDate);

/** Card 3: the company's public holidays of a year (seeded for its state, then edited here). */
export function HolidaysCard() {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const [year, setYear] = useState(() => Number(calendarDateInZone(new Date(), zone).slice(0, 4)));
  const [removing, setRemoving] = useState<PublicHolidayView | null>(null);
  const holidays = useQuery({
    queryKey: holidaysKey(year),
    queryFn: ({ signal }) => fetchHolidays(year, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...WORK_SETTINGS_KEY, 'holidays'] });
  const remove = useMutation({ mutationFn: removeHoliday, onSuccess: refresh });

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} fz="lg">
              Public holidays
            </Title>
            <Text c="dimmed" fz="sm">
              Work on these days is paid and billed as Public Holiday (PH).
            </Text>
          </div>
          <Group gap={4} wrap="nowrap" aria-label="Year">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous year"
              onClick={() => setYear((y) => y - 1)}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text fw={700} w={52} ta="center" aria-live="polite">
              {year}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Next year"
              onClick={() => setYear((y) => y + 1)}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </Group>
        {holidays.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        ) : holidays.isError ? (
          <LoadFailed what="the public holidays" onRetry={() => void holidays.refetch()} />
        ) : holidays.data.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No public holidays in {year}.
          </Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`Public holidays ${year}`}
          >
            {holidays.data.map((h, i) => (
              <li key={h.publicHolidayId}>
                {i > 0 ? <Divider /> : null}
                <Group justify="space-between" wrap="nowrap" py={8} gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} fz="sm">
                      {holidayDate(h.date)}
                    </Text>
                    <Text fz="sm">{h.name}</Text>
                  </div>
                  <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Badge variant="light" color={h.source === 'seeded' ? 'gray' : 'teal'}>
                      {h.source === 'seeded' ? 'Seeded' : 'Added'}
                    </Badge>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${h.name}`}
                        onClick={() => setRemoving(h)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </li>
            ))}
          </Stack>
        )}
        <Divider label="Add a public holiday" labelPosition="left" />
        <AddHolidayForm
          onAdded={async (date) => {
            setYear(Number(date.slice(0, 4)));
            await refresh();
          }}
        />
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this public holiday?"
        message={
          removing
            ? `${removing.name} on ${holidayDate(removing.date)} will no longer be a public holiday. Attendances on it that are not approved are split again.`
            : ''
        }
        confirmLabel="Remove"
        danger
        onConfirm={() => remove.mutateAsync(removing?.publicHolidayId ?? '')}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
