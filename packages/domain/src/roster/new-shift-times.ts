import { zonedDateAndTime } from '../dates.ts';

const HALF_HOUR_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** How long a new shift's default end is after its start (the office changes it). */
export const NEW_SHIFT_DEFAULT_HOURS = 2;

/**
 * Where Add Shift starts when no day was clicked (issue 40 item 8): the next half hour on the
 * company's clock (9:10 → 9:30; 9:30 → 9:30), ending two hours later, as wall times
 * 'YYYY-MM-DDTHH:mm' in the zone. Instants on the half hour are half hours on the wall in every zone
 * whose offset is whole or half hours (Australia's are), daylight saving included.
 */
export function nextHalfHourShift(now: Date, zone: string): { dateFrom: string; dateTo: string } {
  const start = Math.ceil(now.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS;
  const wall = (ms: number) => {
    const { date, time } = zonedDateAndTime(ms, zone);
    return `${date}T${time}`;
  };
  return { dateFrom: wall(start), dateTo: wall(start + NEW_SHIFT_DEFAULT_HOURS * HOUR_MS) };
}
