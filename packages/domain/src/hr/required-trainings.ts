import { z } from 'zod';
import { requiredText } from '../schemas/form-fields.ts';

/**
 * The roles a staff record's account can hold that deliver or oversee support: each has its own
 * list of required trainings (a staff record without an account counts as Staff).
 */
export const TRAINING_ROLES = ['Staff', 'CareManager', 'Administrator', 'CompanyAdmin'] as const;
export type TrainingRole = (typeof TRAINING_ROLES)[number];

/** The issue's four trainings: what a support worker must hold until the company says otherwise. */
export const DEFAULT_STAFF_TRAININGS = [
  'NDIS Worker Orientation Module',
  'First aid',
  'Manual handling',
  'Medication',
] as const;

export type RequiredTrainings = Record<TrainingRole, string[]>;

/** The setting of a company that never saved one: the four for Staff, none for the office roles. */
export const DEFAULT_REQUIRED_TRAININGS: RequiredTrainings = {
  Staff: [...DEFAULT_STAFF_TRAININGS],
  CareManager: [],
  Administrator: [],
  CompanyAdmin: [],
};

export const REQUIRED_TRAINING_TEXTS = {
  saved: 'The required trainings were saved.',
  emptyName: 'Enter the course name',
  tooMany: 'At most 20 courses a role',
  duplicate: (course: string) => `${course} is listed twice`,
} as const;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const courseList = z
  .array(requiredText(REQUIRED_TRAINING_TEXTS.emptyName, 120))
  .max(20, REQUIRED_TRAINING_TEXTS.tooMany)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((course, i) => {
      if (seen.has(norm(course))) {
        ctx.addIssue({ code: 'custom', path: [i], message: REQUIRED_TRAINING_TEXTS.duplicate(course) });
      }
      seen.add(norm(course));
    });
  });

/** The company's required trainings by role (issue 29): names not empty, none twice (any case) in a role. */
export const requiredTrainingsSchema = z.object(
  Object.fromEntries(TRAINING_ROLES.map((r) => [r, courseList.default([])])) as Record<
    TrainingRole,
    z.ZodDefault<typeof courseList>
  >,
);
export type RequiredTrainingsInput = z.input<typeof requiredTrainingsSchema>;

/** The role whose list applies to a staff record: its account's role, Staff without one or for any other. */
export function trainingRoleOf(accountRole: string | null | undefined): TrainingRole {
  return (TRAINING_ROLES as readonly string[]).includes(accountRole ?? '')
    ? (accountRole as TrainingRole)
    : 'Staff';
}

/** The stored setting read back (null: never saved, the default; a role missing: none required). */
export function requiredTrainingsOf(stored: Partial<Record<string, string[]>> | null): RequiredTrainings {
  if (!stored) {
    return structuredClone(DEFAULT_REQUIRED_TRAININGS);
  }
  return Object.fromEntries(TRAINING_ROLES.map((r) => [r, [...(stored[r] ?? [])]])) as RequiredTrainings;
}

/** Every required course of any role, each once, in the order the roles list them (the matrix's columns). */
export function allRequiredCourses(setting: RequiredTrainings): string[] {
  const out: string[] = [];
  for (const role of TRAINING_ROLES) {
    for (const course of setting[role]) {
      if (!out.some((c) => norm(c) === norm(course))) {
        out.push(course);
      }
    }
  }
  return out;
}
