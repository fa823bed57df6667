import {
  addCalendarDays,
  calendarDateInZone,
  DATE_FORMATS,
  dayjs,
  ROSTER_LIMITS,
  WIRE_FORMATS,
} from '@care/domain';

/** The 7 local dates shown from a start date (spec 3 §2.4, §2.7). */
export function sevenDaysFrom(start: string): string[] {
  return Array.from({ length: ROSTER_LIMITS.weekDays }, (_, i) => addCalendarDays(start, i));
}

/** Today's local date in the zone (the portals start their week on it). */
export function todayIn(now: Date, zone: string): string {
  return calendarDateInZone(now, zone);
}

/** The local date a shift starts on, by which the portals group shifts into days. */
export function shiftDay(dateFrom: string, zone: string): string {
  return calendarDateInZone(dateFrom, zone);
}

/** A shift's times in the zone: '9:00 AM – 1:00 PM'. */
export function shiftTimes(shift: { dateFrom: string; dateTo: string }, zone: string): string {
  return `${dayjs(shift.dateFrom).tz(zone).format(DATE_FORMATS.time)} – ${dayjs(shift.dateTo).tz(zone).format(DATE_FORMATS.time)}`;
}

/** A local date as a day heading: 'Tuesday 24 November'. */
export function dayHeading(date: string): string {
  return dayjs(date).format(DATE_FORMATS.dayHeading);
}

/** The month label of a week: 'November 2026', or 'November – December 2026' across months. */
export function monthLabel(days: readonly string[]): string {
  const first = dayjs(days[0]);
  const last = dayjs(days[days.length - 1]);
  if (first.format(WIRE_FORMATS.month) === last.format(WIRE_FORMATS.month)) {
    return first.format(DATE_FORMATS.monthYear);
  }
  return first.year() === last.year()
    ? `${first.format(DATE_FORMATS.month)} – ${last.format(DATE_FORMATS.monthYear)}`
    : `${first.format(DATE_FORMATS.monthYear)} – ${last.format(DATE_FORMATS.monthYear)}`;
}

/**
 * Shifts by the local date they start on, each day's in start order. A shift that began before
 * `firstDay` and runs into it (last night's sleepover) is listed on `firstDay`.
 */
export function shiftsByDay<T extends { dateFrom: string }>(
  shifts: readonly T[],
  zone: string,
  firstDay = '',
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const shift of [...shifts].sort((a, b) => Date.parse(a.dateFrom) - Date.parse(b.dateFrom))) {
    const starts = shiftDay(shift.dateFrom, zone);
    const day = starts < firstDay ? firstDay : starts;
    byDay.set(day, [...(byDay.get(day) ?? []), shift]);
  }
  return byDay;
}
