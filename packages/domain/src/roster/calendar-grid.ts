/**
 * The month grid (spec 3 §9): the local dates (YYYY-MM-DD) from the Sunday on or before the 1st,
 * 35 cells, or 42 when the month needs 6 weeks. `month` is 'YYYY-MM'.
 */
export function monthGrid(month: string): string[] {
  throw new Error(`monthGrid is implemented by the domain helper (${month})`);
}

/** The week view: 7 local dates centred on `centre` (3 before, 3 after). */
export function weekAround(centre: string): string[] {
  throw new Error(`weekAround is implemented by the domain helper (${centre})`);
}

/** A calendar date moved by whole days ('2026-12-31', 1 → '2027-01-01'), never through a zone. */
export function addDays(date: string, days: number): string {
  throw new Error(`addDays is implemented by the domain helper (${date} ${days})`);
}

/** Today's local date in the zone. */
export function todayIn(now: Date, zone: string): string {
  throw new Error(`todayIn is implemented by the domain helper (${now.toISOString()} ${zone})`);
}

/** The instants bounding a local date range [from 00:00, the day after `to` 00:00) in the zone, as ISO strings. */
export function localDaysToInstants(
  from: string,
  to: string,
  zone: string,
): { fromDate: string; toDate: string } {
  throw new Error(`localDaysToInstants is implemented by the domain helper (${from} ${to} ${zone})`);
}
