import type { ShiftRosterView } from '@care/domain';
import { Box, Button, Grid, Loader, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useNow } from '../../shelf/useNow.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type ShiftDialogRequest, ShiftDialogs } from '../roster-dialogs/index.ts';
import { DayShifts } from './DayShifts.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { RosterActions } from './RosterActions.tsx';
import { RosterFilterDialog } from './RosterFilterDialog.tsx';
import { RosterNavigation } from './RosterNavigation.tsx';
import type { RosterFilter } from './roster-filter.ts';
import { useRosterCalendar } from './useRosterCalendar.ts';
import { useRosterShifts } from './useRosterShifts.ts';
import { useShiftCounts } from './useShiftCounts.ts';
import { useShiftSelection } from './useShiftSelection.ts';
import { type CardContext, WeekView } from './WeekView.tsx';

const NONE: readonly ShiftRosterView[] = [];

/** /app/shift/roster: the admin shift roster (spec 3 §2.1, issue 12 item 1). */
export function RosterPage() {
  const zone = useTimeZone();
  const phone = useMediaQuery('(max-width: 47.99em)', false) ?? false;
  const canAdd = useCan('roster.add');
  const canEdit = useCan('roster.edit');
  const canDelete = useCan('roster.delete');
  const canNotify = useCan('roster.notify');
  const now = useNow();
  const calendar = useRosterCalendar(zone, phone, now);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<RosterFilter | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [request, setRequest] = useState<ShiftDialogRequest | null>(null);
  const selection = useShiftSelection();
  const people = usePeopleOptions(filter !== null);
  // The month grid asks for counts per day and the list for the selected day only (issue 26: a
  // large tenant's month is thousands of shifts); the week asks for its 7 days.
  const month = calendar.view === 'month';
  const listDays = useMemo(
    () => (month ? [calendar.selected] : calendar.days),
    [month, calendar.selected, calendar.days],
  );
  const shifts = useRosterShifts(
    listDays,
    filter,
    search,
    zone,
    month ? [] : calendar.nextRanges,
    flaggedOnly,
  );
  const counts = useShiftCounts(month ? calendar.days : [], filter, search, flaggedOnly, calendar.nextMonths);

  const openShift = useCallback((shift: ShiftRosterView) => setRequest({ kind: 'details', shift }), []);
  const card: CardContext = useMemo(
    () => ({
      zone,
      nowMs: now.getTime(),
      selecting: selection.selecting,
      isSelected: selection.isSelected,
      onToggle: selection.toggle,
      onOpen: openShift,
    }),
    [zone, now, selection.selecting, selection.isSelected, selection.toggle, openShift],
  );

  const applyFilter = (next: RosterFilter | null) => {
    setFilter(next);
    if (next) {
      // Show the filter's first day, so what was asked for is on screen.
      calendar.goTo(next.fromDate);
    }
  };
  const closeDialog = () => {
    if (request?.kind === 'deleteMultiple') {
      selection.clear();
    }
    setRequest(null);
  };
  const nameOf = (list: { value: string; label: string }[], id: string | null | undefined) =>
    id ? (list.find((o) => o.value === id)?.label ?? null) : null;

  let body: React.ReactNode;
  if (month && counts.error && counts.counts.size === 0) {
    body = <LoadFailed what="the roster" onRetry={counts.retry} />;
  } else if (month && counts.loading) {
    body = <Loader aria-label="Loading the roster" mx="auto" my="xl" display="block" />;
  } else if (month) {
    const dayList = shifts.error ? (
      <LoadFailed what="the day's shifts" onRetry={shifts.retry} />
    ) : shifts.loading || shifts.placeholder ? (
      <Loader aria-label="Loading the day's shifts" mx="auto" my="xl" display="block" />
    ) : (
      <DayShifts
        day={calendar.selected}
        shifts={shifts.byDay.get(calendar.selected) ?? NONE}
        card={card}
        today={calendar.selected === calendar.today}
      />
    );
    body = (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <MonthGrid
            days={calendar.days}
            month={calendar.month}
            counts={counts.counts}
            selected={calendar.selected}
            today={calendar.today}
            onSelect={calendar.select}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>{dayList}</Grid.Col>
      </Grid>
    );
  } else if (shifts.error && shifts.byDay.size === 0) {
    body = <LoadFailed what="the roster" onRetry={shifts.retry} />;
  } else if (shifts.loading) {
    body = <Loader aria-label="Loading the roster" mx="auto" my="xl" display="block" />;
  } else if (phone) {
    body = (
      <Stack gap="sm" aria-label="Days">
        {calendar.days.map((day) => (
          <DayShifts
            key={day}
            day={day}
            shifts={shifts.byDay.get(day) ?? NONE}
            card={card}
            today={day === calendar.today}
            bringIntoView={day === calendar.today}
          />
        ))}
      </Stack>
    );
  } else {
    body = (
      <WeekView
        days={calendar.days}
        byDay={shifts.byDay}
        today={calendar.today}
        card={card}
        canMove={canEdit}
        onMoveToDate={(shift, date) => setRequest({ kind: 'moveToDate', shift, date })}
      />
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title="Shift Roster"
        description="Who works when, for whom. Choose a shift to see it and act on it."
        actions={
          canAdd ? (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setRequest({ kind: 'add', date: calendar.selected })}
            >
              ADD NEW SHIFT
            </Button>
          ) : null
        }
      />
      <RosterActions
        canDelete={canDelete}
        canNotify={canNotify}
        filter={filter}
        filterNames={{
          staff: nameOf(people.staff, filter?.staffId),
          client: nameOf(people.clients, filter?.clientId),
        }}
        onOpenFilter={() => setFilterOpen(true)}
        onClearFilter={() => setFilter(null)}
        flaggedOnly={flaggedOnly}
        onFlaggedOnly={setFlaggedOnly}
        onDeleteFiltered={() => filter && setRequest({ kind: 'deleteFiltered', period: filter })}
        selecting={selection.selecting}
        selected={selection.shifts}
        now={now}
        onStartSelecting={selection.start}
        onDeleteSelected={() => setRequest({ kind: 'deleteMultiple', shifts: selection.shifts })}
        onClearSelected={selection.clear}
      />
      <RosterNavigation
        search={search}
        onSearch={setSearch}
        view={calendar.view}
        onView={calendar.setView}
        phone={phone}
        label={calendar.label}
        fetching={month ? counts.fetching && !counts.loading : shifts.fetching && !shifts.loading}
        onStep={calendar.step}
        onToday={() => calendar.goTo(calendar.today)}
      />
      <Box>{body}</Box>
      <RosterFilterDialog
        opened={filterOpen}
        filter={filter}
        onApply={applyFilter}
        onClose={() => setFilterOpen(false)}
      />
      <ShiftDialogs request={request} onClose={closeDialog} />
    </Stack>
  );
}
