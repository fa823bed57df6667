import { todayIn } from '@care/domain';
import { useMemo, useState } from 'react';
import { periodLabel, type RosterView, stepAnchor, visibleDays } from './roster-calendar.ts';

/**
 * Which days the roster shows: the view, the date it is anchored on (a day of the month, or the
 * week's centre) and the selected day of the month view. It opens on today in the company's zone.
 */
export function useRosterCalendar(zone: string, phone: boolean, now: Date) {
  // Today follows the page's clock (past midnight it moves on); the calendar opens on it.
  const today = todayIn(now, zone);
  const [chosenView, setView] = useState<RosterView>('month');
  const [anchor, setAnchor] = useState(today);
  const [selected, setSelected] = useState(today);
  // Phones have no month view: they show the week as a list of days.
  const view: RosterView = phone ? 'week' : chosenView;
  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  // The weeks previous/next would show; months are too large to load ahead.
  const nextRanges = useMemo(
    () =>
      view === 'week'
        ? [visibleDays(view, stepAnchor(view, anchor, 1)), visibleDays(view, stepAnchor(view, anchor, -1))]
        : [],
    [view, anchor],
  );
  // The grids of the months either side: their counts are small, so they are loaded ahead.
  const nextMonths = useMemo(
    () =>
      view === 'month'
        ? [visibleDays(view, stepAnchor(view, anchor, 1)), visibleDays(view, stepAnchor(view, anchor, -1))]
        : [],
    [view, anchor],
  );
  return {
    view,
    nextMonths,
    setView: (next: RosterView) => {
      setView(next);
      // The week opens around the day picked in the month, the month on the week's centre.
      setAnchor(next === 'week' ? selected : anchor);
    },
    today,
    days,
    nextRanges,
    month: anchor.slice(0, 7),
    label: periodLabel(view, anchor, days),
    selected,
    select: setSelected,
    step: (direction: 1 | -1) => {
      const next = stepAnchor(view, anchor, direction);
      setAnchor(next);
      if (view === 'month') {
        setSelected(next);
      }
    },
    goTo: (date: string) => {
      setAnchor(date);
      setSelected(date);
    },
  };
}
