import { calendarDateInZone, dayjs, zonedWallTimeToInstant } from '../dates.ts';
import { daysBetween } from '../plans/plan-rules.ts';
import { addDays, weekdayOf } from './calendar-grid.ts';
import { WEEKDAY_FLAGS, type WeekdayFlags } from './roster-lists.ts';

/** A shift's times: instants as ISO strings. */
export interface ShiftTimes {
  dateFrom: string;
  dateTo: string;
}

/** A shift as wall-clock times: the start's local date and time, the end's time and how many days later it falls. */
interface WallShift {
  date: string;
  startTime: string;
  endTime: string;
  endDayOffset: number;
}

function wallShift(shift: ShiftTimes, zone: string): WallShift {
  const start = dayjs(shift.dateFrom).tz(zone);
  const end = dayjs(shift.dateTo).tz(zone);
  const date = start.format('YYYY-MM-DD');
  return {
    date,
    startTime: start.format('HH:mm:ss'),
    endTime: end.format('HH:mm:ss'),
    endDayOffset: daysBetween(date, end.format('YYYY-MM-DD')),
  };
}

function onDate(wall: WallShift, date: string, zone: string): ShiftTimes {
  return {
    dateFrom: zonedWallTimeToInstant(`${date}T${wall.startTime}`, zone).toISOString(),
    dateTo: zonedWallTimeToInstant(`${addDays(date, wall.endDayOffset)}T${wall.endTime}`, zone).toISOString(),
  };
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
  const wall = wallShift(first, zone);
  const stop = stopDate.slice(0, 10);
  const shifts: ShiftTimes[] = [{ dateFrom: first.dateFrom, dateTo: first.dateTo }];
  for (let date = addDays(wall.date, 1); date <= stop; date = addDays(date, 1)) {
    const flag = WEEKDAY_FLAGS[weekdayOf(date)];
    if (flag && days[flag]) {
      shifts.push(onDate(wall, date, zone));
    }
  }
  return shifts;
}

/**
 * The shift's times moved to another local date (duplicate and move): the same local wall-clock
 * start on `date` (YYYY-MM-DD), and the same local wall-clock end (on the next day when the shift
 * crossed midnight).
 */
export function timesOnDate(shift: ShiftTimes, date: string, zone: string): ShiftTimes {
  return onDate(wallShift(shift, zone), date.slice(0, 10), zone);
}

/** The shift's local date (YYYY-MM-DD) in the zone. */
export function localDateOf(instant: string | Date, zone: string): string {
  return calendarDateInZone(instant, zone);
}
