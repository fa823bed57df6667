/** The weekly availability editor's messages (spec 3 §5, §8). */
export const AVAILABILITY_MESSAGES = {
  empty: 'Input Fields cannot be empty',
  endAfterStart: 'End time must be greater than start time!',
  overlap: 'Overlapping time slots not allowed!',
  failed: 'Unable to add time schedule! Please try again later',
  addFailed: 'Error adding availabilities',
  badTime: 'Enter a time as HH:mm',
  badDay: 'Choose a day of the week',
} as const;

/** A slot of one day: HH:mm times; '00:00' as an end means midnight at the end of the day. */
export interface TimeSlot {
  fromTimeOfDay: string;
  toTimeOfDay: string;
}

/** Minutes since midnight of an HH:mm time; an end of '00:00' counts as 24:00. */
export function minutesOfDay(time: string, isEnd = false): number {
  throw new Error(`minutesOfDay is implemented by the domain helper (${time} ${isEnd})`);
}

/** The first problem of a day's slots, or null: end after start, then no two slots overlapping. */
export function slotProblem(slots: readonly TimeSlot[]): string | null {
  throw new Error(`slotProblem is implemented by the domain helper (${slots.length})`);
}

/** A new slot: from 07:00, or the previous slot's end; one hour long, wrapping 23:xx to 00:xx (spec 3 §5). */
export function nextSlot(previous: TimeSlot | undefined): TimeSlot {
  throw new Error(`nextSlot is implemented by the domain helper (${previous?.toTimeOfDay})`);
}
