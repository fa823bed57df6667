import type { AppDeps } from '../../http/deps.ts';
import type { WorkHandlers } from '../../jobs/background-work.ts';
import { type InvoicePostPlan, runInvoicePost } from './post-invoices-job.ts';
import { runTimesheetPost, type TimesheetPostPlan } from './post-timesheets-job.ts';

export const POST_INVOICES_WORK = 'accounting-post-invoices';
export const POST_TIMESHEETS_WORK = 'accounting-post-timesheets';

/** The accounting posts as background work; their plans arrive as JSON (the period's dates as text). */
export function accountingWork(deps: AppDeps): WorkHandlers {
  return {
    [POST_INVOICES_WORK]: (data) => runInvoicePost(deps, data as unknown as InvoicePostPlan),
    [POST_TIMESHEETS_WORK]: (data) => {
      const plan = data as unknown as Omit<TimesheetPostPlan, 'period'> & {
        period: { from: string; to: string };
      };
      return runTimesheetPost(deps, {
        ...plan,
        period: { from: new Date(plan.period.from), to: new Date(plan.period.to) },
      });
    },
  };
}
