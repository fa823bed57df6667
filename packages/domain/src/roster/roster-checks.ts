import { dayjs } from '../dates.ts';
import { minutesOfDay } from './availability-rules.ts';
import { addDays, weekdayOf } from './calendar-grid.ts';
import { WEEKDAY_NAMES } from './roster-lists.ts';
import type { RosterFinding } from './shift-view.ts';
import { type TrainingCheck, trainingProblems } from './training-findings.ts';

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
  /** The staff member's required trainings and records: only when the company's work setting asks. */
  trainings?: TrainingCheck;
  clientNames?: Readonly<Record<string, string>>;
  /** Shifts the write replaces or removes (say the rest of a series being edited): never a clash. */
  exceptIds?: readonly string[];
}

/** The screening documents a rostered staff member needs, accepted and in date (docs/workforce.md). */
export const SCREENING_DOCUMENTS = ['Current Police Check', 'Working With Vulnerable People Card'] as const;

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

/** A stretch of one local day, in wall-clock minutes [from, to] (24:00 = 1440). */
interface DaySpan {
  date: string;
  from: number;
  to: number;
}

/** The local days a shift touches, each with the wall-clock part of it on that day. */
function daySpans(shift: { dateFrom: string; dateTo: string }, zone: string): DaySpan[] {
  const start = dayjs(shift.dateFrom).tz(zone);
  const end = dayjs(shift.dateTo).tz(zone);
  const startDate = start.format('YYYY-MM-DD');
  const endDate = end.format('YYYY-MM-DD');
  const startMin = start.hour() * 60 + start.minute();
  const endMin = end.hour() * 60 + end.minute();
  if (startDate >= endDate) {
    return [{ date: startDate, from: startMin, to: Math.max(startMin, endMin) }];
  }
  const spans: DaySpan[] = [{ date: startDate, from: startMin, to: 24 * 60 }];
  for (let d = addDays(startDate, 1); d < endDate; d = addDays(d, 1)) {
    spans.push({ date: d, from: 0, to: 24 * 60 });
  }
  // A shift ending at midnight takes nothing of the next day.
  if (endMin > 0) {
    spans.push({ date: endDate, from: 0, to: endMin });
  }
  return spans;
}

/** The day's slots merged into continuous stretches (touching slots join). */
function dayCover(date: string, slots: readonly AvailabilitySlot[]): { from: number; to: number }[] {
  const dayName = WEEKDAY_NAMES[weekdayOf(date)]?.toLowerCase();
  const spans = slots
    .filter((s) => s.days.trim().toLowerCase() === dayName)
    .map((s) => ({ from: minutesOfDay(s.fromTimeOfDay), to: minutesOfDay(s.toTimeOfDay, true) }))
    .filter((s) => !Number.isNaN(s.from) && !Number.isNaN(s.to) && s.to > s.from)
    .sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) {
      last.to = Math.max(last.to, span.to);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/** True when the shift lies wholly inside the staff member's recorded slots (or none are recorded). */
export function fitsAvailability(
  shift: { dateFrom: string; dateTo: string },
  slots: readonly AvailabilitySlot[],
  zone: string,
): boolean {
  if (slots.length === 0) {
    return true;
  }
  return daySpans(shift, zone).every((span) =>
    dayCover(span.date, slots).some((c) => c.from <= span.from && span.to <= c.to),
  );
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60) % 24;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** "Saturday 6:00 PM–12:00 AM; Sunday none" for the days the shift touches. */
function availabilityText(
  shift: { dateFrom: string; dateTo: string },
  slots: readonly AvailabilitySlot[],
  zone: string,
): string {
  return daySpans(shift, zone)
    .map((span) => {
      const cover = dayCover(span.date, slots);
      const list = cover.map((c) => `${clock(c.from)}–${clock(c.to)}`).join(', ');
      return `${WEEKDAY_NAMES[weekdayOf(span.date)]} ${list || 'none'}`;
    })
    .join('; ');
}

interface ScreeningProblem {
  key: string;
  subject: (staff: string) => string;
}

function screeningProblems(
  shift: { dateFrom: string },
  documents: readonly ScreeningDocument[],
  zone: string,
): ScreeningProblem[] {
  const date = dayjs(shift.dateFrom).tz(zone).format('YYYY-MM-DD');
  const onDay = dayjs(shift.dateFrom).tz(zone).format('ddd D MMM YYYY');
  const long = (d: string) => dayjs.utc(d.slice(0, 10)).format('D MMM YYYY');
  const problems: ScreeningProblem[] = [];
  for (const name of SCREENING_DOCUMENTS) {
    const doc = documents.find((d) => d.documentName.trim().toLowerCase() === name.toLowerCase());
    if (!doc) {
      problems.push({ key: `${name}|missing`, subject: (s) => `${s} has no ${name} on file.` });
      continue;
    }
    if (doc.status !== 'Accepted') {
      problems.push({
        key: `${name}|status`,
        subject: (s) => `${possessive(s)} ${name} is ${doc.status || 'not reviewed'}, not Accepted.`,
      });
    }
    const starts = doc.implementationDate?.slice(0, 10);
    if (starts && date < starts) {
      problems.push({
        key: `${name}|notStarted`,
        subject: (s) => `${possessive(s)} ${name} starts on ${long(starts)}, after the shift on ${onDay}.`,
      });
    }
    // The document holds through its expiration day; the shift's local date must not be after it.
    const expires = doc.expirationDate?.slice(0, 10);
    if (expires && date > expires) {
      problems.push({
        key: `${name}|expired`,
        subject: (s) => `${possessive(s)} ${name} expired on ${long(expires)}, before the shift on ${onDay}.`,
      });
    }
  }
  return problems;
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** True when every screening document is present, accepted and in date on the shift's local date. */
export function passesScreening(
  shift: { dateFrom: string },
  documents: readonly ScreeningDocument[],
  zone: string,
): boolean {
  return screeningProblems(shift, documents, zone).length === 0;
}
