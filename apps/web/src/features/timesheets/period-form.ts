import { TIMESHEET_MESSAGES, timesheetPeriodSchema } from '@care/domain';
import { useState } from 'react';
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

/** The form's values and errors, and `check` for Load and the buttons that act on the period. */
export function usePeriodForm(zone: string) {
  const [values, setValues] = useState<PeriodFormValues>({ staffIds: [], start: '', end: '' });
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
