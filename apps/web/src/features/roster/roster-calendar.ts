import {
  addDays,
  calendarDateInZone,
  dayjs,
  monthGrid,
  ROSTER_LIMITS,
  type ShiftRosterView,
  weekAround,
} from '@care/domain';

/** The two calendar views of the admin roster (spec 3 §2.1); phones show the week as a day list. */
export type RosterView = 'month' | 'week';

/** The local dates the view shows around `anchor` ('YYYY-MM-DD'): the month's grid, or the week around it. */
export function visibleDays(view: RosterView, anchor: string): string[] {
  return view === 'month' ? monthGrid(anchor.slice(0, 7)) : weekAround(anchor);
}

/** Previous/next: a month moves to the 1st of the other month; a week moves 6 days (spec 3 §9). */
export function stepAnchor(view: RosterView, anchor: string, direction: 1 | -1): string {
  if (view === 'week') {
    return addDays(anchor, direction * ROSTER_LIMITS.weekStepDays);
  }
  const first = dayjs(`${anchor.slice(0, 7)}-01`, 'YYYY-MM-DD').add(direction, 'month');
  return first.format('YYYY-MM-DD');
}

/** The heading of the shown period: 'December 2026', or '29 Nov – 5 Dec 2026' for a week. */
export function periodLabel(view: RosterView, anchor: string, days: readonly string[]): string {
  if (view === 'month') {
    return dayjs(anchor, 'YYYY-MM-DD').format('MMMM YYYY');
  }
  const first = dayjs(days[0], 'YYYY-MM-DD');
  const last = dayjs(days[days.length - 1], 'YYYY-MM-DD');
  return `${first.format(first.year() === last.year() ? 'D MMM' : 'D MMM YYYY')} – ${last.format('D MMM YYYY')}`;
}

/** A day's long name for headings and labels: 'Tuesday, 1 December 2026'. */
export function dayLabel(date: string): string {
  return dayjs(date, 'YYYY-MM-DD').format('dddd, D MMMM YYYY');
}

/**
 * The shifts of each local day (by their start in the company's zone), each day sorted by start.
 * Built once per fetch so the month cells and week columns only look their day up (issue 12 speed).
 * Many shifts share a start instant, so the zone conversion is remembered per instant.
 */
export function groupByLocalDay(
  shifts: readonly ShiftRosterView[],
  zone: string,
): Map<string, ShiftRosterView[]> {
  const dayOf = new Map<string, string>();
  const byDay = new Map<string, ShiftRosterView[]>();
  for (const shift of shifts) {
    let day = dayOf.get(shift.dateFrom);
    if (day === undefined) {
      day = calendarDateInZone(shift.dateFrom, zone);
      dayOf.set(shift.dateFrom, day);
    }
    const list = byDay.get(day);
    if (list) {
      list.push(shift);
    } else {
      byDay.set(day, [shift]);
    }
  }
  for (const list of byDay.values()) {
    list.sort((a, b) => Date.parse(a.dateFrom) - Date.parse(b.dateFrom));
  }
  return byDay;
}

/** A shift's time range on its card: '9:00 AM – 1:30 PM' in the company's zone. */
export function timeRange(shift: Pick<ShiftRosterView, 'dateFrom' | 'dateTo'>, zone: string): string {
  const fmt = (iso: string) => dayjs(iso).tz(zone).format('h:mm A');
  return `${fmt(shift.dateFrom)} – ${fmt(shift.dateTo)}`;
}
