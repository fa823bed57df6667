// Pay follows the wall clock (SCHADS.md §4.13): each instant is read as its local date and time and
// placed on a "wall timeline" where every day has 24 hours, so a daylight-saving night of 22:00–06:00
// is 8 h whether 7 or 9 hours elapsed. Durations, thresholds and spans are measured on it.
import { utcCalendarDate, zonedDateAndTime } from '../dates.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The instant's local wall time in the zone, as milliseconds of a UTC timeline (seconds kept). */
export function wallOf(instantMs: number, zone: string): number {
  const { date, time } = zonedDateAndTime(instantMs, zone);
  // Offsets are whole minutes, so the seconds within the minute are the instant's own.
  const seconds = ((instantMs % 60_000) + 60_000) % 60_000;
  return Date.parse(`${date}T${time}:00Z`) + seconds;
}

/** The local date ('YYYY-MM-DD') of a wall time (a wall time sits on a UTC timeline: its UTC date is the local one). */
export function wallDate(wall: number): string {
  return utcCalendarDate(new Date(wall));
}

/** Wall midnight at the start of a local date. */
export function wallMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** 'H:mm' of a wall time ('8:00', '22:30'); an end at midnight after its start's day reads '24:00'. */
export function wallTimeText(wall: number, endOfFrom?: number): string {
  const d = new Date(wall);
  const h = d.getUTCHours();
  const m = String(d.getUTCMinutes()).padStart(2, '0');
  if (endOfFrom !== undefined && h === 0 && m === '00' && wallDate(endOfFrom) < wallDate(wall)) {
    return '24:00';
  }
  return `${h}:${m}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Sat 28 Nov' for a local date (fixed English words: no locale data in the way). */
export function shortDayText(date: string): string {
  const d = new Date(wallMidnight(date));
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** A duration as '6 h', '7 h 36 min' or '30 min' (to the minute). */
export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (m === 0) {
    return `${h} h`;
  }
  return h === 0 ? `${m} min` : `${h} h ${m} min`;
}
