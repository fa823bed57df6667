import type { ShiftRosterView } from '@care/domain';
import ical from 'ical-generator';

export interface IcsShift {
  shift: ShiftRosterView;
  /** Where the support happens: the first client's address, when known. */
  location: string | null;
}

/**
 * The staff member's shifts as an iCalendar file. Times are instants (UTC), so every calendar app
 * shows them in its own zone, right across a daylight-saving change; each event's UID is the shift
 * id, so importing a later roster updates the same events instead of adding copies.
 */
export function rosterIcs(p: { companyName: string; shifts: readonly IcsShift[]; stamp: Date }): Buffer {
  const calendar = ical({
    name: `${p.companyName} roster`,
    prodId: { company: 'Care Platform', product: 'Roster', language: 'EN' },
  });
  for (const { shift, location } of p.shifts) {
    calendar.createEvent({
      id: `${shift.shiftRosterId}@care-platform`,
      start: new Date(shift.dateFrom),
      end: new Date(shift.dateTo),
      stamp: p.stamp,
      summary: shift.clients ? `Shift with ${shift.clients}` : 'Shift',
      description:
        [shift.activities, shift.description, shift.appointment].filter(Boolean).join('\n') || null,
      location,
    });
  }
  return Buffer.from(calendar.toString(), 'utf8');
}
