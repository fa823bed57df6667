import { z } from 'zod';
import { SHIFT_ACTIVITIES } from '../constants.ts';
import { zonedWallTimeToInstant } from '../dates.ts';
import { optionalText } from '../schemas/form-fields.ts';
import { AVAILABILITY_MESSAGES } from './availability-rules.ts';
import { CANCELLATION_REASON_CODES, WEEKDAY_NAMES } from './roster-lists.ts';

/** The roster's messages (spec 3 §5, §8) and ours, shared by the server's replies and the web forms. */
export const ROSTER_MESSAGES = {
  startRequired: 'Start date and time is required',
  endRequired: 'End date and time is required',
  endAfterStart: 'The end must be after the start',
  tooLong: 'A shift lasts at most 24 hours',
  stopDateIfDays: 'Stop Date is required if any day is selected.',
  selectStopDate: 'Select a stop date.',
  staffOrClient: 'Select either a staff or client.',
  clientRequired: 'Choose at least one client',
  stopAfterStart: 'The stop date must be on or after the shift’s date',
  repeatTooLong: 'A repeat can run at most a year',
  sleepover: 'A sleepover must cross midnight and last at least 8 hours',
  sleepoverAndActive: 'A shift is either a sleepover or an active night, not both',
  brokenAndNight: 'A period of a broken shift is neither a sleepover nor an active night',
  badActivity: 'Choose activities from the list',
  specifyDates: 'Specify Start Date And End Date.',
  selectDates: 'Select Start Date and End Date',
  dateRequired: 'A date is required',
  provideDate: 'Please Provide A Date',
  staffRequired: 'Choose a staff member',
  reasonRequired: 'Input Fields cannot be empty',
  overrideReason: 'Give a reason for rostering despite the warnings',
  findings:
    'This shift breaks the rostering checks. Review the warnings, then save with a reason to override.',
  addFailed: 'Error creating shift.',
  unexpected: 'Unexpected response from server.',
  duplicateFailed: 'Error duplicating shift',
  cancelFailed: 'Error Cancelling Shift',
  deleteFailed: 'Error deleting shift',
  moveFailed: 'Error moving shift',
  rejectFailed: 'Error revoking shift',
  deleteMultipleFailed: 'Error deleting multiple shift',
  editFailed: 'Error Editing Shift',
  notifyFailed: 'Ooops! Error Occurred',
  reassignFailed: 'Error Marking Attendance',
  notAllowedNow: 'This action is not available for the shift in its current state',
  notOpenShift: 'This shift is no longer open',
} as const;

const M = ROSTER_MESSAGES;

/** A date-time as the forms send it: an ISO instant, or a wall-clock 'YYYY-MM-DDTHH:mm' in the company's zone. */
export function instantFromInput(text: string, zone: string): Date | null {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) {
    return null;
  }
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const date = hasZone ? new Date(value) : zonedWallTimeToInstant(value.replace(' ', 'T').slice(0, 16), zone);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1900 || year > 2200 ? null : date;
}

/** A list sent as an array or comma-separated text, as trimmed non-empty items. */
export const listOf = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : [])
      .map((s) => s.trim())
      .filter(Boolean),
  z.array(z.string()),
);

const flag = z.preprocess(
  (v) => v === true || v === 'true' || v === 'True' || v === 1 || v === '1',
  z.boolean(),
);
const dateText = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, message));
const optionalCalendarDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 10) : null),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date')
    .nullable(),
);

/**
 * The Add/Edit Shift Roster form as it crosses the API (spec 3 §7.1): times as text (the server reads
 * them in the company's zone with `instantFromInput`), clients by id, activities from the fixed list.
 * `overrideReason` (ours) saves despite the rostering checks; `applyTo` (ours, edit only) edits one
 * shift or it and the later shifts of its series.
 */
export const shiftForm = z
  .object({
    staffId: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? v.trim() : null),
      z.uuid('Choose a staff member').nullable(),
    ),
    clientsId: listOf.pipe(
      z.array(z.uuid('Choose the clients from the list')).max(20, 'At most 20 clients on one shift'),
    ),
    clients: z.unknown().optional(),
    dateFrom: dateText(M.startRequired),
    dateTo: dateText(M.endRequired),
    activities: listOf.pipe(z.array(z.enum(SHIFT_ACTIVITIES, M.badActivity))),
    isNightShift: flag,
    isExceptionalShift: flag,
    /** One period of a broken shift (issue 38): the pay engine's broken-shift allowance and span. */
    isBrokenShift: flag,
    repeat: flag,
    sunday: flag,
    monday: flag,
    tuesday: flag,
    wednesday: flag,
    thursday: flag,
    friday: flag,
    saturday: flag,
    stopDate: optionalCalendarDate,
    description: optionalText(2000),
    appointment: optionalText(500),
    companyID: z.unknown().optional(),
    companyId: z.unknown().optional(),
    overrideReason: optionalText(500),
    applyTo: z.enum(['one', 'series']).default('one'),
    /** The Support at Home service delivered (issue 39 item 3): for a Support at Home client only. */
    sahServiceId: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? v.trim() : null),
      z.uuid('Choose the Support at Home service from the list').nullable().optional(),
    ),
  })
  .superRefine((f, ctx) => {
    if (!f.staffId && f.clientsId.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['clientsId'], message: M.staffOrClient });
    }
    if (f.clientsId.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['clientsId'], message: M.clientRequired });
    }
    const anyDay = f.sunday || f.monday || f.tuesday || f.wednesday || f.thursday || f.friday || f.saturday;
    if (anyDay && !f.stopDate) {
      ctx.addIssue({ code: 'custom', path: ['stopDate'], message: M.stopDateIfDays });
    } else if (f.repeat && !f.stopDate) {
      ctx.addIssue({ code: 'custom', path: ['stopDate'], message: M.selectStopDate });
    }
    if (f.isNightShift && f.isExceptionalShift) {
      ctx.addIssue({ code: 'custom', path: ['isExceptionalShift'], message: M.sleepoverAndActive });
    }
    if (f.isBrokenShift && (f.isNightShift || f.isExceptionalShift)) {
      ctx.addIssue({ code: 'custom', path: ['isBrokenShift'], message: M.brokenAndNight });
    }
  });
export type ShiftForm = z.infer<typeof shiftForm>;

/** The weekday flags of a repeat (query Monday..Sunday of repeat_shift, any case). */
export const repeatQuery = z.object({
  shiftId: z.uuid('The shift id must be a UUID'),
  sunday: flag,
  monday: flag,
  tuesday: flag,
  wednesday: flag,
  thursday: flag,
  friday: flag,
  saturday: flag,
  stopDate: dateText(M.selectStopDate).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Enter a valid date')),
  overrideReason: optionalText(500),
});

/** Duplicate or move a shift to a local date. */
export const shiftDateQuery = z.object({
  shiftId: z.uuid('The shift id must be a UUID'),
  date: dateText(M.dateRequired).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Enter a valid date')),
  overrideReason: optionalText(500),
});

/** A staff member's cancellation request (shift_cancellation): the reason is required. */
export const cancellationRequestQuery = z.object({
  shiftId: z.uuid('The shift id must be a UUID'),
  reason: dateText(M.reasonRequired).pipe(z.string().max(1000, 'At most 1000 characters')),
});

/** An administrator cancelling a client's shift: the date the client told, the reason and its NDIS code. */
export const clientCancellationQuery = z.object({
  shiftId: z.uuid('The shift id must be a UUID'),
  cancellationDate: dateText(M.provideDate),
  reason: optionalText(1000),
  reasonCode: z.enum(CANCELLATION_REASON_CODES.map((c) => c.code) as [string, ...string[]]).default('NSDO'),
});

/** A staff availability row (spec 3 §7.5): a weekday name and HH:mm times, all required. */
export const availabilityForm = z.object({
  staffId: z.uuid(AVAILABILITY_MESSAGES.empty),
  days: z.enum(WEEKDAY_NAMES, AVAILABILITY_MESSAGES.empty),
  fromTimeOfDay: z
    .string()
    .trim()
    .min(1, AVAILABILITY_MESSAGES.empty)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:\d\d)?$/, AVAILABILITY_MESSAGES.badTime),
  toTimeOfDay: z
    .string()
    .trim()
    .min(1, AVAILABILITY_MESSAGES.empty)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:\d\d)?$/, AVAILABILITY_MESSAGES.badTime),
  companyID: z.unknown().optional(),
});
export type AvailabilityForm = z.infer<typeof availabilityForm>;
