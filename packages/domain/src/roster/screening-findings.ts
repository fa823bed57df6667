// The screening documents a rostered staff member needs, and what is wrong with them on a shift's
// local date: missing, not accepted, not yet started or expired.
import { dayjs } from '../dates.ts';

/** A screening document of the staff member: the newest of each required name. */
export interface ScreeningDocument {
  documentName: string;
  status: string | null;
  implementationDate: string | null;
  expirationDate: string | null;
}

/** The screening documents a rostered staff member needs, accepted and in date (docs/workforce.md). */
export const SCREENING_DOCUMENTS = ['Current Police Check', 'Working With Vulnerable People Card'] as const;

export interface ScreeningProblem {
  key: string;
  subject: (staff: string) => string;
}

/** Each screening document problem on the shift's local date, keyed so a repeat says it once. */
export function screeningProblems(
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
