import { z } from 'zod';
import { incidentFormSchema } from '../incidents/incident-schemas.ts';
import { REPORT_INCIDENT_MESSAGES } from '../incidents/report-incident.ts';
import { optionalText } from '../schemas/form-fields.ts';
import { breakMinutesField, CLOCK_TIME, PAY_FACTS_MESSAGES, payFactsFields } from './pay-facts.ts';

/** The shift day's messages (spec 3 §5, §8) and ours, shared by the server's replies and the forms. */
export const ATTENDANCE_MESSAGES = {
  mustBeNumber: 'Must be a number',
  startKmRequired: 'Start KM is required',
  endKmRequired: 'End KM is required',
  notNegative: 'Kilometres cannot be negative',
  endKmBelowStart: 'End KM cannot be less than Start KM',
  confirmMark: 'Tick the box to confirm that marking attendance is the last resort',
  clockOutAfterIn: 'The clock-out must be after the clock-in',
  clockInRequired: 'Clock-in date and time is required',
  tooLong: 'An attendance lasts at most 24 hours',
  markFailed: 'Error Marking Attendance',
  windowClosed:
    'This shift has ended, so it can no longer be clocked into. Ask the office to mark your attendance.',
  alreadyClockedIn: 'You have already clocked in to this shift',
  notClockedIn: 'You have not clocked in to this shift',
  alreadyClockedOut: 'You have already clocked out of this shift',
  reportNotSigned: 'Fill and sign the shift report before clocking out',
  leftEarlyReasonRequired: 'Say why you are leaving before the end of the shift',
  leftEarlyReasonTooLong: 'Keep the reason under 500 characters',
  shiftCancelled: 'This shift is cancelled',
  notAttended: 'This shift has no attendance',
  attendanceExists: 'This shift already has an attendance',
  unmarkClockedIn: 'Only an attendance marked by the office can be unmarked while the shift is in progress',
  fileTypeImage: 'The image must be a .png, .jpg or .jpeg file',
  fileTypeReport: 'The file must be a .pdf, .doc, .docx, .png, .jpg or .jpeg file',
  goalProgressMin: 'Goal progress must be at least 20 characters',
  detailsRequired: 'Give the details',
  signatureNeeded: 'Add your signature to your profile before signing the report',
  inputFieldsEmpty: 'Input Fields cannot be empty',
  locationNeeded: 'Your device location is needed to submit the report. Allow location and try again.',
} as const;

const A = ATTENDANCE_MESSAGES;

/** Empty form values ('', blanks, 'null', null, undefined) read as no reading. */
const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && ['', 'null'].includes(v.trim()));

/** Numeric text becomes a number; anything else stays as it is, for z.number to refuse. */
const asNumber = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

/**
 * A kilometre reading: required, numeric, not negative (spec 3 §5 "Mileage fields"). Not
 * z.coerce.number: it turns a missing value into NaN, so "required" read "Must be a number".
 */
export const kmReading = (requiredMessage: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : asNumber(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : A.mustBeNumber) })
      .refine(Number.isFinite, A.mustBeNumber)
      .refine((v) => v >= 0, A.notNegative),
  );

/** An optional kilometre reading. */
export const optionalKm = () =>
  z.preprocess(
    (v) => (isBlank(v) ? null : asNumber(v)),
    z
      .number({ error: A.mustBeNumber })
      .refine(Number.isFinite, A.mustBeNumber)
      .refine((v) => v >= 0, A.notNegative)
      .nullable(),
  );

const endNotBelowStart = <T extends { startKm?: number | null; endKm?: number | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.startKm != null && v.endKm != null && v.endKm < v.startKm) {
    ctx.addIssue({ code: 'custom', path: ['endKm'], message: A.endKmBelowStart });
  }
};

/**
 * A tick box: true/false, or the form's 'true'/'false', 'on', '1'/'0'. Not z.coerce.boolean, which
 * reads any non-empty text, 'false' included, as true (a report sent with isSigned 'false' was signed).
 */
const flag = z.preprocess(
  (v) =>
    v === 'true' || v === 'on' || v === '1'
      ? true
      : v === 'false' || v === '0' || v === '' || v === null
        ? false
        : v,
  z.boolean({ error: 'Must be true or false' }).optional(),
);

/** The mileage asked at clock-out (fill_mileage): both readings required. */
export const mileageSchema = z
  .object({ startKm: kmReading(A.startKmRequired), endKm: kmReading(A.endKmRequired) })
  .superRefine(endNotBelowStart);

/**
 * The Clock Out form (issue 26): the kilometres only when the worker drove (or the company asks
 * them always: `kmAsked`), and a reason when leaving before the end less the tolerance (`early`).
 * `early` and `kmAsked` are the dialog's facts, held beside the fields.
 */
export const clockOutFormSchema = z
  .object({
    early: z.boolean(),
    kmAsked: z.boolean(),
    drove: z.boolean(),
    startKm: optionalKm(),
    endKm: optionalKm(),
    leftEarlyReason: z.string().trim().max(500, A.leftEarlyReasonTooLong),
    // Issue 38: on a Sleep Over shift "Woken to work?" with the periods as clock times; on any
    // other, the unpaid break taken in minutes. The server checks them against the attendance.
    sleepover: z.boolean().default(false),
    tookBreak: z.boolean().default(false),
    unpaidBreakMinutes: breakMinutesField,
    woken: z.boolean().default(false),
    activePeriods: z.array(z.object({ start: z.string().trim(), end: z.string().trim() })).default([]),
  })
  .superRefine((v, ctx) => {
    if (!v.sleepover && v.tookBreak && !v.unpaidBreakMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['unpaidBreakMinutes'],
        message: PAY_FACTS_MESSAGES.breakMinutesRequired,
      });
    }
    if (v.sleepover && v.woken) {
      if (v.activePeriods.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['activePeriods'], message: PAY_FACTS_MESSAGES.periodRequired });
      }
      v.activePeriods.forEach((p, i) => {
        for (const end of ['start', 'end'] as const) {
          if (!CLOCK_TIME.test(p[end])) {
            ctx.addIssue({
              code: 'custom',
              path: ['activePeriods', i, end],
              message: PAY_FACTS_MESSAGES.clockTime,
            });
          }
        }
      });
    }
    if (v.early && v.leftEarlyReason === '') {
      ctx.addIssue({ code: 'custom', path: ['leftEarlyReason'], message: A.leftEarlyReasonRequired });
    }
    if (v.kmAsked || v.drove) {
      if (v.startKm === null) {
        ctx.addIssue({ code: 'custom', path: ['startKm'], message: A.startKmRequired });
      }
      if (v.endKm === null) {
        ctx.addIssue({ code: 'custom', path: ['endKm'], message: A.endKmRequired });
      }
      endNotBelowStart(v, ctx);
    }
  });
export type ClockOutForm = z.infer<typeof clockOutFormSchema>;

/** The attendance mark payload (spec 3 §3): km required, times default to the shift's. */
export const markAttendanceSchema = z
  .object({
    startKm: kmReading(A.startKmRequired),
    endKm: kmReading(A.endKmRequired),
    report: optionalText(4000),
    clockIn: optionalText(40),
    clockOut: optionalText(40),
    clockInCheck: flag,
    clockOutCheck: flag,
    // Issue 38: the unpaid break and the work inside a sleepover (checked against the times on the server).
    ...payFactsFields,
    staffId: z.unknown().optional(),
    companyID: z.unknown().optional(),
  })
  .superRefine(endNotBelowStart);
export type MarkAttendanceInput = z.infer<typeof markAttendanceSchema>;

/** An administrator's edit of an attendance (Edit Shift when attendance exists): times, km, report. */
export const attendanceEditSchema = z
  .object({
    clockIn: z.string({ error: A.clockInRequired }).trim().min(1, A.clockInRequired),
    clockOut: optionalText(40),
    // Left out, the recorded kilometres and report stay (an API caller editing the times only);
    // sent blank, they are cleared.
    startKm: optionalKm().optional(),
    endKm: optionalKm().optional(),
    report: optionalText(4000).optional(),
    ...payFactsFields,
  })
  .superRefine(endNotBelowStart);
export type AttendanceEditInput = z.infer<typeof attendanceEditSchema>;

/** The plain text of rich text (tags dropped, entities and spaces collapsed): what the minimum length counts. */
export function richTextLength(html: string | null | undefined): number {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim().length;
}

const yesNo = z.preprocess(
  (v) => (v === 'true' || v === 'Yes' ? true : v === 'false' || v === 'No' ? false : v === '' ? null : v),
  z.boolean().nullable().optional(),
);

/** The shift report form (spec 3 §3 ShiftReport, §5): goal progress ≥ 20 characters and the conditional details. */
export const shiftReportSchema = z
  .object({
    shiftRosterId: z.uuid('The shift id must be a UUID'),
    urgentMatters: optionalText(4000),
    medicationGiven: optionalText(2000),
    medicationSigned: optionalText(2000),
    medicationAvailable: optionalText(2000),
    medicatioErrors: optionalText(2000),
    isMealManagementPlan: yesNo,
    details_IfNotMealMaganementPlan: optionalText(4000),
    isDrinkingProblem: yesNo,
    details_IfProblemExist: optionalText(4000),
    isHealthIssues: yesNo,
    details_IfHealthIssuesExist: optionalText(4000),
    /** Rich text: sanitised on the server; images inline as data URLs. */
    goal_Progress: z
      .string({ error: A.goalProgressMin })
      .max(3_000_000, 'The report is too large (images at most 2 MB in all)'),
    contactFamily: optionalText(4000),
    isIncident: yesNo,
    details_IfIsIncident: optionalText(4000),
    /**
     * "Incident? Yes" answered with the incident form's questions (issue 40): the server records one
     * incident, linked to this report. `incidentId` instead adds the report to the shift's incident
     * already reported. The server decides which is allowed (reportIncidentDecision).
     */
    incident: incidentFormSchema.nullish(),
    incidentId: z.preprocess(
      (v) => (v === '' ? null : v),
      z.uuid('The incident id must be a UUID').nullish(),
    ),
    isBehaviourConcerned: yesNo,
    details_ifIsBehaviourConcerned: optionalText(4000),
    /** Sign with the worker's signature: clock-out needs a signed report. */
    isSigned: flag,
    companyID: z.unknown().optional(),
  })
  .superRefine((r, ctx) => {
    if (richTextLength(r.goal_Progress) < 20) {
      ctx.addIssue({ code: 'custom', path: ['goal_Progress'], message: A.goalProgressMin });
    }
    const need = (when: boolean, path: keyof typeof r) => {
      if (when && !r[path]) {
        ctx.addIssue({ code: 'custom', path: [path], message: A.detailsRequired });
      }
    };
    need(r.isMealManagementPlan === false, 'details_IfNotMealMaganementPlan');
    need(r.isDrinkingProblem === true, 'details_IfProblemExist');
    need(r.isHealthIssues === true, 'details_IfHealthIssuesExist');
    // An incident's facts are its form's answers (the report keeps their summary in its details).
    if (r.isIncident === true && !r.incident && !r.incidentId && !r.details_IfIsIncident) {
      ctx.addIssue({
        code: 'custom',
        path: ['incident'],
        message: REPORT_INCIDENT_MESSAGES.questionsRequired,
      });
    }
    if (r.incident && r.incidentId) {
      ctx.addIssue({
        code: 'custom',
        path: ['incidentId'],
        message: REPORT_INCIDENT_MESSAGES.answeredOrChosen,
      });
    }
    need(r.isBehaviourConcerned === true, 'details_ifIsBehaviourConcerned');
  });
export type ShiftReportInput = z.infer<typeof shiftReportSchema>;

/** A new daily report (StaffAttendances/add_report): km and report; location and file travel beside it. */
export const dailyReportAddSchema = z
  .object({
    startKm: optionalKm(),
    endKm: optionalKm(),
    report: optionalText(4000),
    clockIn: optionalText(40),
    clockOut: optionalText(40),
    inLatitude: z.coerce.number().optional(),
    inLongitude: z.coerce.number().optional(),
  })
  .superRefine(endNotBelowStart);

/** Editing a daily report (spec 3 §5): end km required; clock times are read-only. */
export const dailyReportEditSchema = z
  .object({
    startKm: optionalKm(),
    endKm: kmReading(A.endKmRequired),
    report: optionalText(4000),
  })
  .superRefine(endNotBelowStart);

/** What a queued (offline) action carries beside its payload: the phone's id and time. */
export const offlineStampSchema = z.object({
  requestId: z.string().trim().min(8).max(100).optional(),
  deviceTime: z.string().optional(),
});
