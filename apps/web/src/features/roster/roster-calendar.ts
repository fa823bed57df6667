import {
  addDays,
  DATE_FORMATS,
  dayjs,
  monthGrid,
  ROSTER_LIMITS,
  type ShiftRosterView,
  WIRE_FORMATS,
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
  return first.format(WIRE_FORMATS.date);
}

/** The heading of the shown period: 'December 2026', or '29 Nov – 5 Dec 2026' for a week. */
export function periodLabel(view: RosterView, anchor: string, days: readonly string[]): string {
  if (view === 'month') {
    return dayjs(anchor, 'YYYY-MM-DD').format(DATE_FORMATS.monthYear);
  }
  const first = dayjs(days[0], 'YYYY-MM-DD');
  const last = dayjs(days[days.length - 1], 'YYYY-MM-DD');
  return `${first.format(first.year() === last.year() ? DATE_FORMATS.dayMonth : DATE_FORMATS.dayMonthYear)} – ${last.format(DATE_FORMATS.dayMonthYear)}`;
}

/** A day's long name for headings and labels: 'Tuesday 1 December 2026'. */
export function dayLabel(date: string): string {
  return dayjs(date, 'YYYY-MM-DD').format(DATE_FORMATS.longDate);
}

/**
 * The local day of instants in a zone, fast for thousands: Intl's en-CA date is 'YYYY-MM-DD', and
 * the answer is remembered per quarter hour (every zone's offset is a multiple of 15 minutes), so
 * a month of shifts needs a few hundred conversions instead of one dayjs zone lookup each.
 */
export function localDayReader(zone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const byQuarter = new Map<number, string>();
  return (iso) => {
    const ms = Date.parse(iso);
    const quarter = Math.floor(ms / 900_000);
    let day = byQuarter.get(quarter);
    if (day === undefined) {
      day = format.format(ms);
      byQuarter.set(quarter, day);
    }
    return day;
  };
}

/**
 * The shifts of each local day (by their start in the company's zone), each day sorted by start.
 * Built once per fetch so the month cells and week columns only look their day up (issue 12 speed).
 */
export function groupByLocalDay(
  shifts: readonly ShiftRosterView[],
  zone: string,
): Map<string, ShiftRosterView[]> {
  const dayOf = localDayReader(zone);
  const byDay = new Map<string, ShiftRosterView[]>();
  const startOf = new Map<ShiftRosterView, number>();
  let sorted = true;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    const start = Date.parse(shift.dateFrom);
    startOf.set(shift, start);
    sorted &&= start >= previous;
    previous = start;
    const day = dayOf(shift.dateFrom);
    const list = byDay.get(day);
    if (list) {
      list.push(shift);
    } else {
      byDay.set(day, [shift]);
    }
  }
  // The server replies by start, so each day is usually in order already.
  if (!sorted) {
    for (const list of byDay.values()) {
      list.sort((a, b) => (startOf.get(a) ?? 0) - (startOf.get(b) ?? 0));
    }
  }
  return byDay;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** '9:00 AM' in the zone, through one formatter kept per zone (a week switch formats ~170 times). */
function clockTime(iso: string, zone: string): string {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
    clockFormats.set(zone, format);
  }
  // Newer ICU puts a narrow no-break space before AM/PM.
  return format.format(Date.parse(iso)).replace(/\s/g, ' ');
}

/** A shift's time range on its card: '9:00 AM – 1:30 PM' in the company's zone. */
export function timeRange(shift: Pick<ShiftRosterView, 'dateFrom' | 'dateTo'>, zone: string): string {
  return `${clockTime(shift.dateFrom, zone)} – ${clockTime(shift.dateTo, zone)}`;
}
