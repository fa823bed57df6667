import { addCalendarDays, DATE_FORMATS, dayjs, type ShiftRosterView } from '@care/domain';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useAttendanceStatus } from '../../platform/useWorkSettings.ts';
import { shiftDay, shiftTimes, todayIn } from '../../shelf/portal-dates.ts';
import { fetchPeriodicShifts, periodKey } from '../../shelf/shift-api.ts';
import { usePerson } from '../../shelf/usePerson.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** How far ahead the home looks, and how many of the next visits it names. */
const DAYS_AHEAD = 14;
const NEXT_SHOWN = 4;

function Visit({ shift, zone, withDay }: { shift: ShiftRosterView; zone: string; withDay: boolean }) {
  const status = useAttendanceStatus()(shift, new Date());
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={4}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} fz="sm">
          {withDay ? `${dayjs(shiftDay(shift.dateFrom, zone)).format(DATE_FORMATS.dayHeading)}, ` : ''}
          {shiftTimes(shift, zone)}
        </Text>
        <Text fz="sm" c="dimmed">
          {shift.staff?.fullName ?? 'Support worker to be confirmed'}
        </Text>
      </Stack>
      <StatusBadge kind="attendance" status={status} size="sm" variant="dot" />
    </Group>
  );
}

function Visits({ profileId, zone }: { profileId: string; zone: string }) {
  const today = todayIn(new Date(), zone);
  const period = { fromDate: today, toDate: addCalendarDays(today, DAYS_AHEAD - 1), clientId: profileId };
  const shifts = useQuery({
    queryKey: periodKey(period),
    queryFn: ({ signal }) => fetchPeriodicShifts(period, signal),
  });
  if (shifts.isPending) {
    return <Skeleton h={100} />;
  }
  if (shifts.isError) {
    return <LoadFailed what="your visits" onRetry={() => void shifts.refetch()} />;
  }
  const standing = shifts.data
    .filter((s) => s.status !== 'Cancelled')
    .sort((a, b) => Date.parse(a.dateFrom) - Date.parse(b.dateFrom));
  const todays = standing.filter((s) => shiftDay(s.dateFrom, zone) <= today);
  const next = standing.filter((s) => shiftDay(s.dateFrom, zone) > today).slice(0, NEXT_SHOWN);
  return (
    <Stack gap="md">
      <Stack gap={2} component="section" aria-label="Today's visits">
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          Today
        </Text>
        {todays.length ? (
          todays.map((s) => <Visit key={s.shiftRosterId} shift={s} zone={zone} withDay={false} />)
        ) : (
          <Text fz="sm">No visit today.</Text>
        )}
      </Stack>
      <Stack gap={2} component="section" aria-label="Next visits">
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          Next visits
        </Text>
        {next.length ? (
          next.map((s) => <Visit key={s.shiftRosterId} shift={s} zone={zone} withDay />)
        ) : (
          <Text fz="sm">No visits booked in the next two weeks.</Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The participant's home (issue 40 item 9): today's visits and the next ones, who and when. */
export function MyVisits() {
  const zone = useTimeZone();
  const me = usePerson('client', 'me');
  // Without their own client record (a new sign-in) the home shows its other cards only.
  if (me.isError) {
    return null;
  }
  return (
    <Card component="section" aria-label="My visits">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconCalendarEvent size={20} aria-hidden />
          <Title order={2} fz="lg">
            My visits
          </Title>
        </Group>
        <Button
          component={Link}
          to="/app/client/roster"
          variant="subtle"
          size="compact-md"
          rightSection={<IconChevronRight size={16} aria-hidden />}
        >
          My Roster
        </Button>
      </Group>
      {me.isPending ? <Skeleton h={100} /> : <Visits profileId={me.data.profileId} zone={zone} />}
    </Card>
  );
}
