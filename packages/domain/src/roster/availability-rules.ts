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

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** Minutes since midnight of an HH:mm time; an end of '00:00' counts as 24:00. NaN when not a time. */
export function minutesOfDay(time: string, isEnd = false): number {
  const match = TIME.exec(time.trim());
  if (!match) {
    return Number.NaN;
  }
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return isEnd && minutes === 0 ? 24 * 60 : minutes;
}

/** The first problem of a day's slots, or null: end after start, then no two slots overlapping. */
export function slotProblem(slots: readonly TimeSlot[]): string | null {
  const spans: { from: number; to: number }[] = [];
  for (const slot of slots) {
    if (!slot.fromTimeOfDay?.trim() || !slot.toTimeOfDay?.trim()) {
      return AVAILABILITY_MESSAGES.empty;
    }
    const from = minutesOfDay(slot.fromTimeOfDay);
    const to = minutesOfDay(slot.toTimeOfDay, true);
    if (Number.isNaN(from) || Number.isNaN(to)) {
      return AVAILABILITY_MESSAGES.badTime;
    }
    if (to <= from) {
      return AVAILABILITY_MESSAGES.endAfterStart;
    }
    spans.push({ from, to });
  }
  spans.sort((a, b) => a.from - b.from);
  // Touching slots (one ends as the next starts) are fine; only a start before the previous end clashes.
  for (let i = 1; i < spans.length; i++) {
    if ((spans[i]?.from ?? 0) < (spans[i - 1]?.to ?? 0)) {
      return AVAILABILITY_MESSAGES.overlap;
    }
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A new slot: from 07:00, or the previous slot's end; one hour long, wrapping 23:xx to 00:xx (spec 3 §5). */
export function nextSlot(previous: TimeSlot | undefined): TimeSlot {
  const fromTimeOfDay = previous?.toTimeOfDay ? previous.toTimeOfDay.slice(0, 5) : '07:00';
  const from = minutesOfDay(fromTimeOfDay);
  if (Number.isNaN(from)) {
    return { fromTimeOfDay: '07:00', toTimeOfDay: '08:00' };
  }
  const to = (from + 60) % (24 * 60);
  return { fromTimeOfDay, toTimeOfDay: `${pad(Math.floor(to / 60))}:${pad(to % 60)}` };
}
