import { addCalendarDays, DATE_FORMATS, dayjs, type ShiftRosterView } from '@care/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useAttendanceStatus } from '../../platform/useWorkSettings.ts';
import { OWN_PROFILE_MISSING, ProfileLoadProblem } from '../../shelf/PageStates.tsx';
import { monthLabel, sevenDaysFrom, shiftsByDay, shiftTimes, todayIn } from '../../shelf/portal-dates.ts';
import { ShiftDetailsModal } from '../../shelf/ShiftDetailsModal.tsx';
import { fetchPeriodicShifts, periodKey } from '../../shelf/shift-api.ts';
import { usePerson } from '../../shelf/usePerson.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { WeekNav } from './WeekNav.tsx';

/** The phone list shows a day's first shifts (spec 3 §2.7); the rest behind "Show all". */
const PHONE_FIRST = 2;

function ShiftButton({ shift, zone, onOpen }: { shift: ShiftRosterView; zone: string; onOpen: () => void }) {
  const status = useAttendanceStatus()(shift, new Date());
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Shift ${shiftTimes(shift, zone)} with ${shift.staff?.fullName ?? 'a support worker to be confirmed'}`}
      style={{ display: 'block', width: '100%' }}
    >
      <Card withBorder radius="md" padding="xs" bg={shift.status === 'Cancelled' ? 'gray.0' : undefined}>
        <Text fz="sm" fw={600}>
          {shiftTimes(shift, zone)}
        </Text>
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {shift.staff?.fullName ?? 'Worker to be confirmed'}
        </Text>
        <StatusBadge
          kind="attendance"
          status={status}
          size="xs"
          variant={status === 'Cancelled' ? 'light' : 'dot'}
        />
      </Card>
    </UnstyledButton>
  );
}

const countText = (n: number) => `${n} ${n === 1 ? 'shift' : 'shifts'}`;

function ClientWeek({ profileId, zone }: { profileId: string; zone: string }) {
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const today = todayIn(new Date(), zone);
  const [start, setStart] = useState(today);
  const [selected, setSelected] = useState(today);
  const [showAll, setShowAll] = useState(false);
  const [details, setDetails] = useState<ShiftRosterView | null>(null);
  const days = sevenDaysFrom(start);
  const period = { fromDate: days[0] ?? start, toDate: days[days.length - 1] ?? start, clientId: profileId };
  const shifts = useQuery({
    queryKey: periodKey(period),
    queryFn: ({ signal }) => fetchPeriodicShifts(period, signal),
  });
  const byDay = shiftsByDay(shifts.data ?? [], zone, days[0]);
  const move = (by: number) => {
    const next = addCalendarDays(start, by);
    setStart(next);
    setSelected(next);
    setShowAll(false);
  };
  const selectedShifts = byDay.get(selected) ?? [];
  const shown = showAll ? selectedShifts : selectedShifts.slice(0, PHONE_FIRST);

  return (
    <Stack gap="md">
      <WeekNav days={days} label={monthLabel(days)} onMove={move} />
      {shifts.isError && !shifts.data ? (
        <LoadFailed what="your roster" onRetry={() => void shifts.refetch()} />
      ) : null}
      {wide ? (
        <SimpleGrid cols={7} spacing="xs">
          {days.map((day) => {
            const list = byDay.get(day) ?? [];
            return (
              <Card
                key={day}
                withBorder
                radius="lg"
                padding="xs"
                component="section"
                aria-label={dayjs(day).format(DATE_FORMATS.dayHeading)}
                bg={day === today ? 'brand.0' : undefined}
              >
                <Stack gap={6}>
                  <Group justify="space-between" gap={4} wrap="nowrap">
                    <Stack gap={0}>
                      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                        {dayjs(day).format(DATE_FORMATS.weekday)}
                      </Text>
                      <Text fw={700} fz="lg">
                        {dayjs(day).format(DATE_FORMATS.dayOfMonth)}
                      </Text>
                    </Stack>
                    {shifts.isPending ? null : (
                      <Badge
                        size="sm"
                        variant={list.length ? 'filled' : 'light'}
                        color={list.length ? 'brand' : 'gray'}
                      >
                        {countText(list.length)}
                      </Badge>
                    )}
                  </Group>
                  {shifts.isPending ? <Skeleton h={48} /> : null}
                  {list.map((shift) => (
                    <ShiftButton
                      key={shift.shiftRosterId}
                      shift={shift}
                      zone={zone}
                      onOpen={() => setDetails(shift)}
                    />
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      ) : (
        <>
          <ScrollArea type="never">
            <Group gap={6} wrap="nowrap" role="group" aria-label="Days">
              {days.map((day) => {
                const count = byDay.get(day)?.length ?? 0;
                return (
                  <Button
                    key={day}
                    variant={day === selected ? 'filled' : 'default'}
                    radius="md"
                    h="auto"
                    py={6}
                    px={8}
                    miw={46}
                    aria-pressed={day === selected}
                    aria-label={`${dayjs(day).format(DATE_FORMATS.dayHeading)}, ${countText(count)}`}
                    onClick={() => {
                      setSelected(day);
                      setShowAll(false);
                    }}
                  >
                    <Stack gap={0} align="center">
                      <Text fz={11} tt="uppercase">
                        {dayjs(day).format(DATE_FORMATS.weekday)}
                      </Text>
                      <Text fw={700}>{dayjs(day).format(DATE_FORMATS.dayOfMonth)}</Text>
                      {/* A dot under the days that have shifts. */}
                      <Box
                        w={6}
                        h={6}
                        mt={2}
                        style={{ borderRadius: '50%' }}
                        bg={count ? (day === selected ? 'white' : 'brand.6') : 'transparent'}
                      />
                    </Stack>
                  </Button>
                );
              })}
            </Group>
          </ScrollArea>
          <Text fw={600}>{dayjs(selected).format(DATE_FORMATS.dayHeading)}</Text>
          {shifts.isPending ? (
            <Skeleton h={64} radius="md" />
          ) : selectedShifts.length === 0 ? (
            <Text c="dimmed">No Shift Available for today</Text>
          ) : (
            <Stack gap="xs">
              {shown.map((shift) => (
                <ShiftButton
                  key={shift.shiftRosterId}
                  shift={shift}
                  zone={zone}
                  onOpen={() => setDetails(shift)}
                />
              ))}
              {selectedShifts.length > shown.length ? (
                <Button variant="subtle" onClick={() => setShowAll(true)}>
                  Show all {countText(selectedShifts.length)}
                </Button>
              ) : null}
            </Stack>
          )}
        </>
      )}
      <ShiftDetailsModal shift={details} zone={zone} onClose={() => setDetails(null)} />
    </Stack>
  );
}

/** /app/client/roster: the client's week from today, ±6 days (spec 3 §2.7). */
export function ClientRosterPage() {
  const me = usePerson('client', 'me');
  const zone = useTimeZone();
  return (
    <Stack gap={0}>
      <PageHeader title="My Roster" description="Who is coming to support you, and when." />
      {me.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : me.isError ? (
        <ProfileLoadProblem
          error={me.error}
          what="your roster"
          missing={OWN_PROFILE_MISSING}
          onRetry={() => void me.refetch()}
        />
      ) : (
        <ClientWeek profileId={me.data.profileId} zone={zone} />
      )}
    </Stack>
  );
}
