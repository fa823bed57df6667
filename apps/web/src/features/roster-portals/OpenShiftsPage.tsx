import { DATE_FORMATS, dayjs, splitList } from '@care/domain';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconHandStop } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { shiftTimes } from '../../shelf/portal-dates.ts';
import { ShiftDetailsModal } from '../../shelf/ShiftDetailsModal.tsx';
import { ROSTER_KEY } from '../../shelf/shift-api.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { fetchOpenShifts, type OpenShiftView, requestOpenShift } from './portal-shift-api.ts';

export const OPEN_SHIFTS_KEY = [...ROSTER_KEY, 'open'] as const;

function OpenShiftCard({ shift, zone, onOpen }: { shift: OpenShiftView; zone: string; onOpen: () => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    try {
      await requestOpenShift(shift.shiftRosterId);
      await queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
    } catch {
      // The API client has shown the server's reason (already taken, no longer open).
    } finally {
      setAsking(false);
    }
  };
  return (
    <Card withBorder radius="lg" padding="md" aria-label={`Open shift ${shift.clients}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>{dayjs(shift.dateFrom).tz(zone).format(DATE_FORMATS.dayHeading)}</Text>
            <Text fz="sm">{shiftTimes(shift, zone)}</Text>
          </Stack>
          {shift.requested ? (
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
              Requested
            </Badge>
          ) : null}
        </Group>
        <Text fw={600}>{shift.clients}</Text>
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {splitList(shift.activities).join(', ')}
        </Text>
        <Group gap={6}>
          {shift.isNightShift ? <Badge variant="light">Sleep Over</Badge> : null}
          {shift.isExceptionalShift ? <Badge variant="light">Active Night</Badge> : null}
        </Group>
        {/* The ask grows and wraps under Details when a phone is too narrow for both on one line. */}
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={onOpen}>
            Details
          </Button>
          {shift.requested ? (
            <Button disabled style={{ flex: '1 1 auto' }}>
              Requested
            </Button>
          ) : (
            <Button
              style={{ flex: '1 1 auto' }}
              leftSection={<IconHandStop size={16} aria-hidden />}
              loading={asking}
              onClick={() => void ask()}
            >
              Ask to take this shift
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /app/staff/open-shifts (ours, issue 12 item 5): the upcoming shifts without a staff member that
 * fit the signed-in worker's availability and screening; asking sends the request to the office.
 */
export function OpenShiftsPage() {
  const zone = useTimeZone();
  const list = useQuery({ queryKey: OPEN_SHIFTS_KEY, queryFn: ({ signal }) => fetchOpenShifts(signal) });
  const [details, setDetails] = useState<OpenShiftView | null>(null);
  return (
    <Stack gap={0}>
      <PageHeader
        title="Open Shifts"
        description="Shifts without a support worker that fit your availability and checks. Ask for one and the office decides."
      />
      {list.isPending ? (
        <Skeleton h={160} radius="lg" />
      ) : list.isError ? (
        <LoadFailed what="the open shifts" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">
          No open shifts fit you right now. New ones appear here as the office adds them.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {list.data.map((shift) => (
            <OpenShiftCard
              key={shift.shiftRosterId}
              shift={shift}
              zone={zone}
              onOpen={() => setDetails(shift)}
            />
          ))}
        </SimpleGrid>
      )}
      <ShiftDetailsModal shift={details} zone={zone} onClose={() => setDetails(null)} />
    </Stack>
  );
}
