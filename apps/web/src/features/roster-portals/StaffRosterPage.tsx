import { addCalendarDays, ROSTER_LIMITS, type ShiftRosterView } from '@care/domain';
import { Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { MyStaffPage } from '../../shelf/MyStaffPage.tsx';
import { dayHeading, sevenDaysFrom, shiftsByDay, todayIn } from '../../shelf/portal-dates.ts';
import { fetchPeriodicShifts, periodKey } from '../../shelf/shift-api.ts';
import { useClock } from '../../shelf/useClock.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { CancelShiftDialog } from '../shift-day/CancelShiftDialog.tsx';
import { StaffShiftCard } from '../shift-day/StaffShiftCard.tsx';
import { currentRow, StaffShiftSheet } from '../shift-day/StaffShiftSheet.tsx';
import { WeekNav } from './WeekNav.tsx';

function StaffWeek({ staffId, zone }: { staffId: string; zone: string }) {
  const now = useClock(ROSTER_LIMITS.staffClockRefreshMs);
  const today = todayIn(now, zone);
  const [start, setStart] = useState(today);
  const [details, setDetails] = useState<ShiftRosterView | null>(null);
  const [cancelling, setCancelling] = useState<ShiftRosterView | null>(null);
  const days = sevenDaysFrom(start);
  const period = { fromDate: days[0] ?? start, toDate: days[days.length - 1] ?? start, staffId };
  const shifts = useQuery({
    queryKey: periodKey(period),
    queryFn: ({ signal }) => fetchPeriodicShifts(period, signal),
  });
  const byDay = shiftsByDay(shifts.data ?? [], zone, days[0]);

  return (
    <Stack gap="lg">
      <WeekNav days={days} onMove={(by) => setStart(addCalendarDays(start, by))} />
      {shifts.isError && !shifts.data ? (
        <LoadFailed what="your shifts" onRetry={() => void shifts.refetch()} />
      ) : null}
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        return (
          <Stack key={day} gap="xs" component="section" aria-label={dayHeading(day)}>
            <Group gap="xs">
              <Title order={2} fz="md">
                {dayHeading(day)}
              </Title>
              {day === today ? (
                <Badge size="sm" variant="light">
                  Today
                </Badge>
              ) : null}
            </Group>
            {shifts.isPending ? (
              <Skeleton h={96} radius="lg" />
            ) : list.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No shifts
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {list.map((shift) => (
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
            )}
          </Stack>
        );
      })}
      <StaffShiftSheet
        shift={currentRow(details, shifts.data)}
        zone={zone}
        now={now}
        onClose={() => setDetails(null)}
        onCancel={setCancelling}
      />
      <CancelShiftDialog shift={cancelling} zone={zone} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

/** /app/staff/shift-roster: the staff member's 7 days from today, ±6 days (spec 3 §2.4). */
export function StaffRosterPage() {
  const zone = useTimeZone();
  return (
    <MyStaffPage
      title="My Roster"
      description="Your shifts for the week. Tap a shift for its details."
      what="your roster"
    >
      {(staff) => <StaffWeek staffId={staff.staffId} zone={zone} />}
    </MyStaffPage>
  );
}
