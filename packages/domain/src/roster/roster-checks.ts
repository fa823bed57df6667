import type { RosterFinding } from './shift-view.ts';

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

/** A screening document of the staff member: the newest of each required name. */
export interface ScreeningDocument {
  documentName: string;
  status: string | null;
  implementationDate: string | null;
  expirationDate: string | null;
}

export interface AvailabilitySlot {
  days: string;
  fromTimeOfDay: string;
  toTimeOfDay: string;
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
  clientNames?: Readonly<Record<string, string>>;
}

/** The screening documents a rostered staff member needs, accepted and in date (WORKFORCE.md). */
export const SCREENING_DOCUMENTS = ['Current Police Check', 'Working With Vulnerable People Card'] as const;

/**
 * Every finding for the candidates (WORKFORCE.md "Checks when rostering"): the staff member's
 * overlapping shifts (including overlaps between the candidates themselves), time outside their
 * recorded availability, each screening document missing, not accepted or expired on the shift's
 * local date, and each client's other shift at the same time. An open shift (no staff) is checked
 * only for the clients. Candidate ids and `exceptIds` never clash with themselves.
 */
export function rosterFindings(
  candidates: readonly CandidateShift[],
  context: RosterCheckContext,
): RosterFinding[] {
  throw new Error(
    `rosterFindings is implemented by the domain helper (${candidates.length} ${context.zone})`,
  );
}

/** True when the shift lies wholly inside the staff member's recorded slots (or none are recorded). */
export function fitsAvailability(
  shift: { dateFrom: string; dateTo: string },
  slots: readonly AvailabilitySlot[],
  zone: string,
): boolean {
  throw new Error(
    `fitsAvailability is implemented by the domain helper (${shift.dateFrom} ${slots.length} ${zone})`,
  );
}

/** True when every screening document is present, accepted and in date on the shift's local date. */
export function passesScreening(
  shift: { dateFrom: string },
  documents: readonly ScreeningDocument[],
  zone: string,
): boolean {
  throw new Error(
    `passesScreening is implemented by the domain helper (${shift.dateFrom} ${documents.length} ${zone})`,
  );
}
