import { dayjs } from '../dates.ts';
import { type AvailabilitySlot, availabilityText, fitsAvailability } from './availability-fit.ts';
import { type ScreeningDocument, screeningProblems } from './screening-findings.ts';
import type { RosterFinding } from './shift-view.ts';
import { type TrainingCheck, trainingProblems } from './training-findings.ts';

// The availability and screening checks live beside this file; their exports stay reachable here.
export { type AvailabilitySlot, fitsAvailability } from './availability-fit.ts';
export { passesScreening, SCREENING_DOCUMENTS, type ScreeningDocument } from './screening-findings.ts';

/** A shift being written (one resulting shift of an add, edit, repeat, move, duplicate, reassign). */
export interface CandidateShift {
  /** The shift's own id when it already exists (so it does not clash with itself). */
  shiftRosterId?: string;
  staffId: string | null;
  profileIds: readonly string[];
  dateFrom: string;
  dateTo: string;
}

/** Another shift already on the roster (not Cancelled). */
export interface RosteredShift {
  shiftRosterId: string;
  staffId: string | null;
  staffName?: string;
  profileIds: readonly string[];
  clientNames?: readonly string[];
  dateFrom: string;
  dateTo: string;
}

/** What the checks look at, loaded by the server for the staff member and clients concerned. */
export interface RosterCheckContext {
  zone: string;
  staffName?: string;
  /** The staff member's other shifts and the clients' other shifts around the candidates. */
  otherShifts: readonly RosteredShift[];
  /** The staff member's availability; none recorded means no availability check. */
  availability: readonly AvailabilitySlot[];
  screeningDocuments: readonly ScreeningDocument[];
  /** The staff member's required trainings and records: only when the company's work setting asks. */
  trainings?: TrainingCheck;
  clientNames?: Readonly<Record<string, string>>;
  /** Shifts the write replaces or removes (say the rest of a series being edited): never a clash. */
  exceptIds?: readonly string[];
}

const overlaps = (a: { dateFrom: string; dateTo: string }, b: { dateFrom: string; dateTo: string }) =>
  Date.parse(a.dateFrom) < Date.parse(b.dateTo) && Date.parse(b.dateFrom) < Date.parse(a.dateTo);

/** "9:00 AM–1:00 PM on Tue 24 Nov 2026", or both ends with their days when the shift crosses midnight. */
export function shiftWhen(shift: { dateFrom: string; dateTo: string }, zone: string): string {
  const from = dayjs(shift.dateFrom).tz(zone);
  const to = dayjs(shift.dateTo).tz(zone);
  const day = 'ddd D MMM YYYY';
  if (from.format('YYYY-MM-DD') === to.format('YYYY-MM-DD')) {
    return `${from.format('h:mm A')}–${to.format('h:mm A')} on ${from.format(day)}`;
  }
  return `${from.format('h:mm A')} on ${from.format(day)} to ${to.format('h:mm A')} on ${to.format(day)}`;
}

const names = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * Every finding for the candidates (docs/workforce.md "Checks when rostering"): the staff member's
 * overlapping shifts (including overlaps between the candidates themselves), time outside their
 * recorded availability, each screening document missing, not accepted or expired on the shift's
 * local date, each required training missing or expired on it (when the work setting asks), and
 * each client's other shift at the same time. An open shift (no staff) is checked
 * only for the clients. Candidate ids and `exceptIds` never clash with themselves.
 */
export function rosterFindings(
  candidates: readonly CandidateShift[],
  context: RosterCheckContext,
): RosterFinding[] {
  const { zone } = context;
  const skip = new Set<string>(context.exceptIds ?? []);
  for (const c of candidates) {
    if (c.shiftRosterId) {
      skip.add(c.shiftRosterId);
    }
  }
  const others = context.otherShifts.filter((s) => !skip.has(s.shiftRosterId));
  const clientName = (id: string) => context.clientNames?.[id] ?? 'the client';
  const clientsOf = (s: { profileIds: readonly string[]; clientNames?: readonly string[] }) =>
    s.clientNames && s.clientNames.length > 0 ? [...s.clientNames] : s.profileIds.map(clientName);
  const withClients = (s: { profileIds: readonly string[]; clientNames?: readonly string[] }) => {
    const list = clientsOf(s);
    return list.length > 0 ? ` (with ${names(list)})` : '';
  };
  const findings: RosterFinding[] = [];
  const screeningSeen = new Set<string>();
  const trainingSeen = new Set<string>();

  candidates.forEach((c, index) => {
    const earlier = candidates.slice(0, index);
    if (c.staffId) {
      const staffId = c.staffId;
      const staff = context.staffName ?? 'The staff member';
      for (const other of others) {
        if (other.staffId === staffId && overlaps(c, other)) {
          findings.push({
            kind: 'overlap',
            message: `${context.staffName ?? other.staffName ?? 'The staff member'} already works ${shiftWhen(other, zone)}${withClients(other)}.`,
            shiftRosterId: other.shiftRosterId,
            staffId,
            dateFrom: c.dateFrom,
          });
        }
      }
      // Two shifts of the same change (a repeat, say) clash with each other: named once, on the later.
      for (const other of earlier) {
        if (other.staffId === staffId && overlaps(c, other)) {
          findings.push({
            kind: 'overlap',
            message: `${staff} would also work ${shiftWhen(other, zone)}${withClients(other)} in this change.`,
            staffId,
            dateFrom: c.dateFrom,
          });
        }
      }
      if (context.availability.length > 0 && !fitsAvailability(c, context.availability, zone)) {
        findings.push({
          kind: 'availability',
          message: `${staff} is not available for all of ${shiftWhen(c, zone)} (recorded availability: ${availabilityText(c, context.availability, zone)}).`,
          staffId,
          dateFrom: c.dateFrom,
        });
      }
      for (const problem of screeningProblems(c, context.screeningDocuments, zone)) {
        // The same document problem on every shift of a repeat is said once, for the first shift.
        if (!screeningSeen.has(problem.key)) {
          screeningSeen.add(problem.key);
          findings.push({
            kind: 'screening',
            message: `${problem.subject(staff)}`,
            staffId,
            dateFrom: c.dateFrom,
          });
        }
      }
      for (const problem of context.trainings ? trainingProblems(c, context.trainings, zone) : []) {
        // Said once for a repeat, like the screening documents.
        if (!trainingSeen.has(problem.key)) {
          trainingSeen.add(problem.key);
          findings.push({ kind: 'training', message: problem.subject(staff), staffId, dateFrom: c.dateFrom });
        }
      }
    }
    for (const profileId of c.profileIds) {
      for (const other of others) {
        if (other.profileIds.includes(profileId) && overlaps(c, other)) {
          const by = other.staffName
            ? `with ${other.staffName}`
            : other.staffId
              ? 'with another worker'
              : 'an open shift';
          findings.push({
            kind: 'clientDoubleBooking',
            message: `${clientName(profileId)} already has a shift ${shiftWhen(other, zone)} (${by}).`,
            shiftRosterId: other.shiftRosterId,
            profileId,
            dateFrom: c.dateFrom,
          });
        }
      }
      for (const other of earlier) {
        if (other.profileIds.includes(profileId) && overlaps(c, other)) {
          findings.push({
            kind: 'clientDoubleBooking',
            message: `${clientName(profileId)} would also have a shift ${shiftWhen(other, zone)} in this change.`,
            profileId,
            dateFrom: c.dateFrom,
          });
        }
      }
    }
  });
  return findings;
}
