import { z } from 'zod';
import { addCalendarDays } from '../dates.ts';
import { daysBetween } from '../plans/plan-rules.ts';
import { isCalendarDate } from '../schemas/form-fields.ts';
import { type PayPeriodDates, type PayPeriodRule, payPeriodOf } from '../timesheets/pay-period.ts';

/** The longest range the office reads in one call: a quarter (92 days). */
export const MAX_PAY_RANGE_DAYS = 92;

export const PAY_LINES_MESSAGES = {
  staffId: 'Choose a worker (staffId must be a UUID)',
  fromDate: 'Enter the first date as YYYY-MM-DD (fromDate)',
  toDate: 'Enter the last date as YYYY-MM-DD (toDate)',
  order: 'The last date (toDate) must be on or after the first (fromDate)',
  tooLong: `Ask for at most ${MAX_PAY_RANGE_DAYS} days (a quarter) at a time`,
  periodStart: 'Enter the first day of a pay period as YYYY-MM-DD (periodStart)',
  alreadyApproved: (name: string, period: string) => `${name}’s pay for ${period} is already approved`,
  nothingToApprove: (name: string, period: string) =>
    `${name} has no attendance and no correction in ${period}: there is nothing to approve`,
  blocked: (name: string, reasons: string) => `${name}’s pay cannot be approved yet: ${reasons}`,
} as const;
const M = PAY_LINES_MESSAGES;

const date = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

/** GET /PayLines/get_staff_pay_lines: a worker and a range of dates (whole pay periods are read). */
export const staffPayLinesQuerySchema = z
  .object({
    staffId: z.uuid(M.staffId),
    fromDate: date(M.fromDate),
    toDate: date(M.toDate),
  })
  .superRefine((q, ctx) => {
    if (!isCalendarDate(q.fromDate) || !isCalendarDate(q.toDate)) {
      return;
    }
    if (q.toDate < q.fromDate) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: M.order });
    } else if (daysBetween(q.fromDate, q.toDate) + 1 > MAX_PAY_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: M.tooLong });
    }
  });

/** A pay period named by any of its days (the period picker sends its first day); none: the current one. */
export const payPeriodQuerySchema = z.object({
  periodStart: z.preprocess((v) => (v === '' ? undefined : v), date(M.periodStart).optional()),
});

/** My pay: a period, and the worker's own staff id when the phone names it. */
export const myPayQuerySchema = payPeriodQuerySchema.extend({
  staffId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid(M.staffId).optional()),
});

/** The pay periods a range of dates touches, in order, whole (the first may start before the range). */
export function periodsTouching(rule: PayPeriodRule, fromDate: string, toDate: string): PayPeriodDates[] {
  const periods: PayPeriodDates[] = [];
  let day = fromDate;
  while (day <= toDate) {
    const period = payPeriodOf(rule, day);
    periods.push(period);
    day = addCalendarDays(period.toDate, 1);
  }
  return periods;
}

/** The period holding `today` and the `count - 1` before it, newest first (My pay's and the summary's picker). */
export function recentPeriods(rule: PayPeriodRule, today: string, count: number): PayPeriodDates[] {
  const periods: PayPeriodDates[] = [];
  let day = today;
  for (let i = 0; i < count; i++) {
    const period = payPeriodOf(rule, day);
    periods.push(period);
    day = addCalendarDays(period.fromDate, -1);
  }
  return periods;
}

/** POST /PayLines/approve_pay_period: one worker's pay period, named by any of its days. */
export const approvePayPeriodSchema = z.object({
  staffId: z.uuid(M.staffId),
  periodStart: date(M.periodStart),
});
