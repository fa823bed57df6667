import { dayjs } from '../dates.ts';
import { trainingMatrixRow } from '../hr/trainings.ts';

/** The staff member's required trainings and records, given only when the work setting is on. */
export interface TrainingCheck {
  required: readonly string[];
  records: readonly { course: string; expiryDate: string | null }[];
}

export interface TrainingProblem {
  key: string;
  subject: (staff: string) => string;
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/**
 * Each required training the staff member lacks on the shift's local date: none on record, or the
 * longest-lasting record expired (a training is Expired on its expiry date itself, as in the matrix).
 */
export function trainingProblems(
  shift: { dateFrom: string },
  check: TrainingCheck,
  zone: string,
): TrainingProblem[] {
  const local = dayjs(shift.dateFrom).tz(zone);
  const date = local.format('YYYY-MM-DD');
  const onDay = local.format('ddd D MMM YYYY');
  const long = (d: string) => dayjs.utc(d).format('D MMM YYYY');
  const problems: TrainingProblem[] = [];
  for (const cell of trainingMatrixRow(check.records, date, check.required)) {
    if (cell.status === 'Missing') {
      problems.push({
        key: `${cell.course}|missing`,
        subject: (s) => `${s} has no ${cell.course} training on record.`,
      });
    } else if (cell.status === 'Expired' && cell.expiryDate) {
      const expiry = cell.expiryDate;
      problems.push({
        key: `${cell.course}|expired`,
        subject: (s) =>
          `${possessive(s)} ${cell.course} training expired on ${long(expiry)}, by the shift on ${onDay}.`,
      });
    }
  }
  return problems;
}
