import { z } from 'zod';
import { optionalText, requiredDate, requiredText } from '../schemas/form-fields.ts';
import {
  RESTRICTIVE_PRACTICE_TYPES,
  RESTRICTIVE_PRACTICE_USES,
  type RestrictivePracticeType,
} from './incident-categories.ts';
import { requiredTime, yesNoAnswer } from './incident-schemas.ts';

export const RESTRICTIVE_PRACTICE_MESSAGES = {
  clientRequired: 'Choose the participant',
  typeRequired: 'Choose the restrictive practice',
  useRequired: 'Choose routine or PRN',
  startDateRequired: 'Enter the date it started',
  startTimeRequired: 'Enter the time it started',
  endDateRequired: 'Enter the date it ended',
  endTimeRequired: 'Enter the time it ended',
  endAfterStart: 'It must end after it started',
  locationRequired: 'Say where it was used',
  descriptionRequired: 'Describe the use, including its impact',
  reasonRequired: 'Say why it was used',
  behaviourRequired: 'Describe the behaviour that led to it',
  lessRestrictiveRequired: 'Say which less restrictive options were considered or used first',
  actionsRequired: 'Say what was done in response',
  authorisedRequired: 'Say whether the use was authorised and in the behaviour support plan',
  authorisationRequired: 'Enter the authorisation reference',
  injuryAnswerRequired: 'Say whether anyone was injured',
  inFuture: 'A use cannot be recorded in the future',
  monthFormat: 'Enter the month as YYYY-MM',
} as const;

const M = RESTRICTIVE_PRACTICE_MESSAGES;

/**
 * One use of a regulated restrictive practice: the record RP Rules s15(2) asks for (a)–(h), plus
 * participant, type, authorisation and routine/PRN (docs/reference/FORMS-AND-INCIDENTS.md §C).
 */
export const restrictivePracticeSchema = z
  .object({
    clientId: z.uuid({ error: M.clientRequired }),
    staffId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid().optional()),
    practiceType: z.enum(RESTRICTIVE_PRACTICE_TYPES, { error: M.typeRequired }),
    use: z.enum(RESTRICTIVE_PRACTICE_USES, { error: M.useRequired }),
    startDate: requiredDate(M.startDateRequired),
    startTime: requiredTime(M.startTimeRequired),
    endDate: requiredDate(M.endDateRequired),
    endTime: requiredTime(M.endTimeRequired),
    location: requiredText(M.locationRequired, 200),
    description: requiredText(M.descriptionRequired, 4000),
    reason: requiredText(M.reasonRequired, 2000),
    behaviour: requiredText(M.behaviourRequired, 2000),
    injured: yesNoAnswer,
    injury: optionalText(2000),
    lessRestrictiveOptions: requiredText(M.lessRestrictiveRequired, 2000),
    leadingUp: optionalText(2000),
    actionsTaken: requiredText(M.actionsRequired, 2000),
    peopleInvolved: optionalText(1000),
    witnesses: optionalText(1000),
    authorised: yesNoAnswer,
    authorisationReference: optionalText(80),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (`${v.endDate}T${v.endTime}` <= `${v.startDate}T${v.startTime}`) {
      issue('endTime', M.endAfterStart);
    }
    if (v.authorised === null) {
      issue('authorised', M.authorisedRequired);
    }
    if (v.authorised === true && !v.authorisationReference) {
      issue('authorisationReference', M.authorisationRequired);
    }
    if (v.injured === null) {
      issue('injured', M.injuryAnswerRequired);
    }
  });
export type RestrictivePracticeInput = z.input<typeof restrictivePracticeSchema>;

/** A month 'YYYY-MM'. */
export const reportMonthSchema = z.object({
  month: z.string({ error: M.monthFormat }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthFormat),
});

/** One use as the register lists it. */
export interface RestrictivePracticeUse {
  restrictivePracticeId: string;
  clientId: string;
  clientName: string;
  staffName: string | null;
  practiceType: RestrictivePracticeType;
  use: string;
  startedAt: string;
  endedAt: string;
  minutes: number;
  location: string;
  description: string;
  reason: string;
  behaviour: string;
  injury: string | null;
  lessRestrictiveOptions: string;
  leadingUp: string | null;
  actionsTaken: string;
  peopleInvolved: string | null;
  witnesses: string | null;
  authorised: boolean;
  authorisationReference: string | null;
  incidentId: string | null;
  incidentNo: string | null;
}

/** A line of the monthly report: one participant's uses of one practice type in the month. */
export interface MonthlyReportLine {
  clientId: string;
  clientName: string;
  practiceType: RestrictivePracticeType;
  uses: number;
  minutes: number;
  unauthorisedUses: number;
}

export interface MonthlyReport {
  month: string;
  lines: MonthlyReportLine[];
  /** The practice types with no use in the month: reported explicitly as "not used" (§C). */
  notUsed: RestrictivePracticeType[];
}

/**
 * The monthly report to the Commission (RP Rules s14), prefilled from the register: uses, minutes
 * and unauthorised uses per participant and practice, and the practices not used that month.
 */
export function monthlyReport(
  month: string,
  uses: readonly Pick<
    RestrictivePracticeUse,
    'clientId' | 'clientName' | 'practiceType' | 'minutes' | 'authorised'
  >[],
): MonthlyReport {
  const lines = new Map<string, MonthlyReportLine>();
  for (const u of uses) {
    const key = `${u.clientId}|${u.practiceType}`;
    const line = lines.get(key) ?? {
      clientId: u.clientId,
      clientName: u.clientName,
      practiceType: u.practiceType,
      uses: 0,
      minutes: 0,
      unauthorisedUses: 0,
    };
    line.uses += 1;
    line.minutes += u.minutes;
    line.unauthorisedUses += u.authorised ? 0 : 1;
    lines.set(key, line);
  }
  const used = new Set(uses.map((u) => u.practiceType));
  return {
    month,
    lines: [...lines.values()].sort(
      (a, b) => a.clientName.localeCompare(b.clientName) || a.practiceType.localeCompare(b.practiceType),
    ),
    notUsed: RESTRICTIVE_PRACTICE_TYPES.filter((t) => !used.has(t)),
  };
}
