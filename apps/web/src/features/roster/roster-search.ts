import { rosterSearchWords, type ShiftRosterView } from '@care/domain';

/**
 * The roster search (spec 3 §2.1): a shift matches when every word of the query is in its staff
 * member's name, a client's name or its shift id. Case does not matter.
 */
export function searchShifts(shifts: readonly ShiftRosterView[], query: string): readonly ShiftRosterView[] {
  const words = rosterSearchWords(query);
  if (words.length === 0) {
    return shifts;
  }
  return shifts.filter((shift) => {
    const text = [
      shift.staff?.fullName ?? '',
      ...shift.clientList.map((c) => c.fullName),
      shift.shiftRosterId,
    ]
      .join(' ')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
