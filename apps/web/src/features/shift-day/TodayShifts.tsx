import { addCalendarDays, ROSTER_LIMITS, type ShiftRosterView } from '@care/domain';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { dayHeading, shiftDay, shiftsByDay, shiftTimes, todayIn } from '../../shelf/portal-dates.ts';
import { fetchPeriodicShifts, periodKey } from '../../shelf/shift-api.ts';
import { useClock } from '../../shelf/useClock.ts';
import { usePerson } from '../../shelf/usePerson.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { CancelShiftDialog } from './CancelShiftDialog.tsx';
import { StaffShiftCard } from './StaffShiftCard.tsx';
import { currentRow, StaffShiftSheet } from './StaffShiftSheet.tsx';

/** How far ahead the dashboard looks for the next shift when there is none today. */
const LOOK_AHEAD_DAYS = 14;

/** The first shift after today that still stands, for the "next shift" line. */
export function nextShift(shifts: readonly ShiftRosterView[], today: string, zone: string) {
  return [...shifts]
    .filter((s) => s.status !== 'Cancelled' && shiftDay(s.dateFrom, zone) > today)
    .sort((a, b) => Date.parse(a.dateFrom) - Date.parse(b.dateFrom))[0];
}

function TodayList({ staffId, zone }: { staffId: string; zone: string }) {
  const now = useClock(ROSTER_LIMITS.staffClockRefreshMs);
  const today = todayIn(now, zone);
  const [details, setDetails] = useState<ShiftRosterView | null>(null);
  const [cancelling, setCancelling] = useState<ShiftRosterView | null>(null);
  const period = { fromDate: today, toDate: addCalendarDays(today, LOOK_AHEAD_DAYS - 1), staffId };
  const shifts = useQuery({
    queryKey: periodKey(period),
    queryFn: ({ signal }) => fetchPeriodicShifts(period, signal),
  });

  if (shifts.isPending) {
    return <Skeleton h={120} radius="lg" />;
  }
  if (shifts.isError && !shifts.data) {
    return <LoadFailed what="today's shifts" onRetry={() => void shifts.refetch()} />;
  }
  const todays = shiftsByDay(shifts.data, zone, today).get(today) ?? [];
  const next = todays.length === 0 ? nextShift(shifts.data, today, zone) : undefined;
  return (
    <>
      {todays.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {todays.map((shift) => (
            <StaffShiftCard
              key={shift.shiftRosterId}
              shift={shift}
              zone={zone}
              now={now}
              onOpen={() => setDetails(shift)}
              onCancel={() => setCancelling(shift)}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap={4}>
          <Text fw={600}>No shifts today.</Text>
          <Text fz="sm" c="dimmed">
            {next
              ? `Next shift: ${dayHeading(shiftDay(next.dateFrom, zone))}, ${shiftTimes(next, zone)} · ${next.clients || 'No client'}`
              : 'No shifts in the next two weeks.'}
          </Text>
        </Stack>
      )}
      <StaffShiftSheet
        shift={currentRow(details, shifts.data)}
        zone={zone}
        now={now}
        onClose={() => setDetails(null)}
        onCancel={setCancelling}
      />
      <CancelShiftDialog shift={cancelling} zone={zone} onClose={() => setCancelling(null)} />
    </>
  );
}

/**
 * The staff dashboard's Today (issue 13): today's shifts in the company's zone as the roster's
 * cards, so the worker clocks in from home; the next shift when there is none today.
 */
export function TodayShifts() {
  const zone = useTimeZone();
  const me = usePerson('staff', 'me');
  // Without their own staff record (a new sign-in) the dashboard shows its other cards only.
  if (me.isError) {
    return null;
  }
  return (
    <Card component="section" aria-label="Today">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconCalendarEvent size={20} aria-hidden />
          <Title order={2} fz="lg">
            Today
          </Title>
        </Group>
        <Button
          component={Link}
          to="/app/staff/shift-roster"
          variant="subtle"
          size="compact-md"
          rightSection={<IconChevronRight size={16} aria-hidden />}
        >
          My Roster
        </Button>
      </Group>
      {me.isPending ? <Skeleton h={120} radius="lg" /> : <TodayList staffId={me.data.staffId} zone={zone} />}
    </Card>
  );
}
