import type { WeekdayFlags } from './roster-lists.ts';

/** A shift's times: instants as ISO strings. */
export interface ShiftTimes {
  dateFrom: string;
  dateTo: string;
}

/**
 * The shifts of a repeat: the first shift, then one on every chosen weekday (in the zone) after its
 * local date up to and including the stop date (YYYY-MM-DD), each at the same local wall-clock
 * start and the same local wall-clock end as the first (so across a daylight-saving change the
 * instants move and the duration may differ by an hour). Sorted by start. The first shift is always
 * included, whether or not its weekday is chosen.
 */
export function seriesTimes(
  first: ShiftTimes,
  days: WeekdayFlags,
  stopDate: string,
  zone: string,
): ShiftTimes[] {
  throw new Error(
    `seriesTimes is implemented by the domain helper (${first.dateFrom} ${stopDate} ${zone} ${days.monday})`,
  );
}

/**
 * The shift's times moved to another local date (duplicate and move): the same local wall-clock
 * start on `date` (YYYY-MM-DD), and the same local wall-clock end (on the next day when the shift
 * crossed midnight).
 */
export function timesOnDate(shift: ShiftTimes, date: string, zone: string): ShiftTimes {
  throw new Error(`timesOnDate is implemented by the domain helper (${shift.dateFrom} ${date} ${zone})`);
}

/** The shift's local date (YYYY-MM-DD) in the zone. */
export function localDateOf(instant: string | Date, zone: string): string {
  throw new Error(`localDateOf is implemented by the domain helper (${String(instant)} ${zone})`);
}
