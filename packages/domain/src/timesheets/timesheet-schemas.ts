import { z } from 'zod';
import { optionalText } from '../schemas/form-fields.ts';

/** The messages of the timesheet, progress note and AI draft screens (spec 3 §5, §8) and ours. */
export const TIMESHEET_MESSAGES = {
  breakNoLongerFits:
    'The unpaid break recorded on this attendance would lie outside these times: change the break in Edit Attendance first',
  periodRequired: 'Specify Start Date And End Date.',
  selectPeriod: 'Select Start Date and End Date',
  periodOrder: 'The end date must be after the start date',
  periodTooLong: 'A timesheet period is at most 62 days',
  staffRequired: 'Select at least one staff member',
  approveFailed: 'Approval failed',
  approved: 'Attendance approved',
  approveAllFailed: 'Failed to approve all.',
  allApproved: 'All shifts approved.',
  adjustFailed: 'Adjust Attendance failed',
  adjusted: 'Attendance adjusted',
  pdfFailed: 'Something went wrong while generating the PDF',
  loadFailed: 'Failed to load timesheet data',
  loadFailedHint: 'Please try refreshing the page',
  noData: 'No timesheet data found',
  noRecords: 'No attendance records for the selected period',
  staffApproved: 'Attendance approved successfully',
  staffApproveFailed: 'Failed to approve attendance. Please try again.',
  adjustmentRequested: 'Adjustment request submitted successfully',
  adjustmentFailed: 'Failed to submit adjustment request. Please try again.',
  notPending: 'Only a pending shift can be approved or sent for adjustment',
  notAwaitingAdjustment: 'Only a shift that needs adjustment can be adjusted',
  timesheetNotPending: 'This timesheet has already been answered',
  awaitingAdjustments: 'Some shifts of this timesheet are still waiting for an adjustment',
  reasonRequired: 'Say what needs to change',
  timesheetSent: 'Timesheet sent',
  timesheetApproved: 'Timesheet approved',
  changesRequested: 'Your request for changes has been sent',
  nothingToSend: 'No attendance records for the selected period',
  accountingNotConnected:
    'No accounting connection is set up. A company administrator can connect Xero under Setup → Integrations once it is available; until then, export the timesheet as PDF, Excel or CSV.',
  aiReasonRequired: 'Please Provide A Reason',
  aiReasonMin: 'The instruction must be at least 4 characters',
  aiNotOffered:
    'A report can be drafted only for a shift that has started and is not awaiting a cancellation decision',
  aiFailed: 'The AI assistant could not draft the report. Try again, or write it yourself.',
  progressSaved: 'Progress note updated',
} as const;

const T = TIMESHEET_MESSAGES;

/** Up to 62 days: a fortnight, a month, with room to spare. */
const MAX_PERIOD_MS = 62 * 24 * 3600 * 1000;

const dateTime = z
  .string({ error: T.periodRequired })
  .trim()
  .min(1, { message: T.periodRequired, abort: true })
  // abort: an unreadable date is the one error (the period's order is not checked against it).
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: T.periodRequired, abort: true });

/** A timesheet period (fromDate, toDate date-times, both required, from before to). */
export const timesheetPeriodSchema = z
  .object({ fromDate: dateTime, toDate: dateTime })
  .refine((p) => Date.parse(p.toDate) > Date.parse(p.fromDate), { message: T.periodOrder, path: ['toDate'] })
  .refine((p) => Date.parse(p.toDate) - Date.parse(p.fromDate) <= MAX_PERIOD_MS, {
    message: T.periodTooLong,
    path: ['toDate'],
  });
export type TimesheetPeriod = z.infer<typeof timesheetPeriodSchema>;

/** A worker's request to adjust a split: what should change (optional but asked for). */
export const requestAdjustmentSchema = z.object({ reason: optionalText(500) });

/** A worker asking for changes to a sent timesheet must say what. */
export const rejectTimesheetSchema = z.object({
  reason: z.string({ error: T.reasonRequired }).trim().min(1, T.reasonRequired).max(1000),
});

/** Edit of a progress note (spec 3 §2.3, §2.4): report, progress, follow up. */
export const progressNoteEditSchema = z.object({
  report: optionalText(8000),
  progress: optionalText(8000),
  followUp: optionalText(4000),
});
export type ProgressNoteEdit = z.infer<typeof progressNoteEditSchema>;

/** The AI assistant's instruction (spec 3 §5: required, 'Please Provide A Reason'; at least 4). */
export const aiInstructionSchema = z.object({
  reason: z
    .string({ error: T.aiReasonRequired })
    .trim()
    .min(1, { message: T.aiReasonRequired, abort: true })
    .min(4, T.aiReasonMin)
    .max(1000),
});
