import {
  calendarDateInZone,
  type PayPeriodRule,
  payPeriodInstants,
  payPeriodOf,
  TIMESHEET_MESSAGES,
  timesheetPeriodSchema,
} from '@care/domain';
import { useState } from 'react';
import { wallTimeOf } from '../../shelf/dialog-support.ts';
import { instantOf } from '../attendance-admin/attendance-form.ts';
import type { TimesheetFilter } from './timesheets-api.ts';

/** The timesheet screen's form: chosen staff ids and two wall times ('YYYY-MM-DDTHH:mm', company zone). */
export interface PeriodFormValues {
  staffIds: string[];
  start: string;
  end: string;
}

export type PeriodFormErrors = Partial<Record<'staffIds' | 'start' | 'end', string>>;

/**
 * The checks of the form (spec 3 §5, §8): both date-times are required ('Specify Start Date And End
 * Date.' at each empty field), the end after the start, at most 62 days; Generate and Send Timesheet
 * also need a staff member.
 */
export function periodFormErrors(
  v: PeriodFormValues,
  zone: string,
  needStaff = false,
): { errors: PeriodFormErrors; filter: TimesheetFilter | null } {
  const errors: PeriodFormErrors = {};
  const fromDate = instantOf(v.start, zone);
  const toDate = instantOf(v.end, zone);
  const parsed = timesheetPeriodSchema.safeParse({ fromDate, toDate });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'fromDate' ? 'start' : 'end';
      errors[field] ??= issue.message;
    }
  }
  if (needStaff && v.staffIds.length === 0) {
    errors.staffIds = TIMESHEET_MESSAGES.staffRequired;
  }
  const ok = Object.keys(errors).length === 0;
  return { errors, filter: ok ? { fromDate, toDate, staffIds: v.staffIds } : null };
}

/**
 * The period kept in the page's query string (`from`, `to` ISO instants, `staff` ids joined by
 * commas), so a reload or a shared link shows the same timesheet; null when absent or not valid.
 */
export function filterFromSearch(search: Record<string, unknown>): TimesheetFilter | null {
  const fromDate = typeof search.from === 'string' ? search.from : '';
  const toDate = typeof search.to === 'string' ? search.to : '';
  if (!timesheetPeriodSchema.safeParse({ fromDate, toDate }).success) {
    return null;
  }
  const staffIds = (typeof search.staff === 'string' ? search.staff : '')
    .split(',')
    .filter((id) => id !== '');
  return { fromDate, toDate, staffIds };
}

/** The pay period holding today in the company's zone (every staff member): the page opens on it. */
export function currentPayPeriod(rule: PayPeriodRule, zone: string, now = new Date()): TimesheetFilter {
  const period = payPeriodInstants(payPeriodOf(rule, calendarDateInZone(now, zone)), zone);
  return { ...period, staffIds: [] };
}

/** The query string of a loaded filter. */
export const searchOfFilter = (f: TimesheetFilter) => ({
  from: f.fromDate,
  to: f.toDate,
  ...(f.staffIds.length > 0 ? { staff: f.staffIds.join(',') } : {}),
});

/** The form's values and errors, and `check` for Load and the buttons that act on the period. */
export function usePeriodForm(zone: string, initial: TimesheetFilter | null) {
  const [values, setValues] = useState<PeriodFormValues>(() =>
    initial
      ? {
          staffIds: initial.staffIds,
          start: wallTimeOf(initial.fromDate, zone),
          end: wallTimeOf(initial.toDate, zone),
        }
      : { staffIds: [], start: '', end: '' },
  );
  const [errors, setErrors] = useState<PeriodFormErrors>({});
  return {
    values,
    errors,
    change(patch: Partial<PeriodFormValues>) {
      setValues((v) => ({ ...v, ...patch }));
      setErrors((e) => {
        const next = { ...e };
        for (const key of Object.keys(patch) as (keyof PeriodFormValues)[]) {
          delete next[key === 'staffIds' ? 'staffIds' : key];
        }
        return next;
      });
    },
    /** The filter when the form is complete; otherwise shows the messages at the fields and gives null. */
    check(needStaff = false): TimesheetFilter | null {
      const result = periodFormErrors(values, zone, needStaff);
      setErrors(result.errors);
      return result.filter;
    },
  };
}
