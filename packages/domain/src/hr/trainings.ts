import { z } from 'zod';
import { daysBetween } from '../plans/plan-rules.ts';
import { optionalDate, optionalText, requiredDate, requiredText } from '../schemas/form-fields.ts';
import { DEFAULT_STAFF_TRAININGS } from './required-trainings.ts';

/**
 * The issue's four trainings, the default of a support worker's list; the company's own list by role
 * is the required-trainings setting (required-trainings.ts).
 */
export const REQUIRED_TRAININGS = DEFAULT_STAFF_TRAININGS;

/** Days before expiry from which a training shows as expiring (and the worker is reminded). */
export const TRAINING_EXPIRY_WARNING_DAYS = 30;

export const TRAINING_STATUSES = ['Current', 'Expiring', 'Expired', 'Missing'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

export const TRAINING_TEXTS = {
  added: 'The training record was added.',
  edited: 'The training record was saved.',
  deleted: 'The training record was deleted.',
  expiryBeforeCompleted: 'The expiry date must be after the completion date',
  certificate: 'The certificate must be a .pdf, .doc, .docx, .png or .jpeg file',
} as const;

/** A training record (issue 29): course, provider, completed, expires, optional certificate. */
export const trainingSchema = z
  .object({
    staffId: z.uuid('Choose a staff member'),
    course: requiredText('Enter the course', 200),
    provider: optionalText(200),
    dateCompleted: requiredDate('Enter the date it was completed'),
    expiryDate: optionalDate(),
  })
  .superRefine((v, ctx) => {
    if (v.expiryDate && v.expiryDate <= v.dateCompleted) {
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: TRAINING_TEXTS.expiryBeforeCompleted });
    }
  });
export type TrainingInput = z.input<typeof trainingSchema>;

/**
 * A training's standing on a local date: Expired from its expiry date on, Expiring within the
 * warning days before it, else Current (no expiry date: Current for good).
 */
export function trainingStatus(expiryDate: string | null, today: string): Exclude<TrainingStatus, 'Missing'> {
  if (!expiryDate) {
    return 'Current';
  }
  const left = daysBetween(today, expiryDate);
  if (left <= 0) {
    return 'Expired';
  }
  return left <= TRAINING_EXPIRY_WARNING_DAYS ? 'Expiring' : 'Current';
}

/** Whether a record is of the required course (names compared without case or extra spaces). */
export function isCourse(course: string, required: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  return norm(course).startsWith(norm(required));
}

export interface MatrixCell {
  course: string;
  status: TrainingStatus;
  expiryDate: string | null;
}

/**
 * One staff member's row of the matrix: for each required course, the record that lasts longest
 * (no expiry beats any date), its status on `today`, or Missing.
 */
export function trainingMatrixRow(
  records: readonly { course: string; expiryDate: string | null }[],
  today: string,
  required: readonly string[] = REQUIRED_TRAININGS,
): MatrixCell[] {
  return required.map((course) => {
    const held = records.filter((r) => isCourse(r.course, course));
    if (held.length === 0) {
      return { course, status: 'Missing', expiryDate: null };
    }
    const best = held.reduce((a, b) =>
      a.expiryDate === null ? a : b.expiryDate === null || b.expiryDate > a.expiryDate ? b : a,
    );
    return { course, status: trainingStatus(best.expiryDate, today), expiryDate: best.expiryDate };
  });
}

export interface TrainingView {
  staffTrainingId: string;
  staffId: string;
  staff: { staffId: string; fullName: string };
  course: string;
  provider: string | null;
  dateCompleted: string;
  expiryDate: string | null;
  status: Exclude<TrainingStatus, 'Missing'>;
  certificateUrl: string | null;
  dateCreated: string;
}
