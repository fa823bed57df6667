import { minutesOfDay, type TimeSlot, WEEKDAY_NAMES, type WeekdayName } from '@care/domain';
import type { AvailabilitySlotValues, StaffAvailabilityView } from '../roster/availability-api.ts';

/** The weekly editor's state: each weekday's slots, Sunday to Saturday. */
export type WeekSlots = Record<WeekdayName, TimeSlot[]>;

export function emptyWeek(): WeekSlots {
  return Object.fromEntries(WEEKDAY_NAMES.map((d) => [d, []])) as unknown as WeekSlots;
}

/** The stored rows as the editor's week, each day's slots by start. */
export function weekFromRows(rows: readonly StaffAvailabilityView[]): WeekSlots {
  const week = emptyWeek();
  for (const row of rows) {
    const day = WEEKDAY_NAMES.find((d) => d === row.days);
    if (day) {
      week[day].push({
        fromTimeOfDay: row.fromTimeOfDay.slice(0, 5),
        toTimeOfDay: row.toTimeOfDay.slice(0, 5),
      });
    }
  }
  for (const day of WEEKDAY_NAMES) {
    week[day].sort((a, b) => minutesOfDay(a.fromTimeOfDay) - minutesOfDay(b.fromTimeOfDay));
  }
  return week;
}

/** The week as the rows save_week replaces the staff member's with. */
export function rowsFromWeek(week: WeekSlots): AvailabilitySlotValues[] {
  return WEEKDAY_NAMES.flatMap((days) => week[days].map((slot) => ({ days, ...slot })));
}
