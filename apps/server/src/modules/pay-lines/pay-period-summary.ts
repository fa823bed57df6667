import {
  hoursByCategory,
  PAY_CATEGORIES,
  type PayPeriodSummaryView,
  payPeriodOf,
  payPeriodQuerySchema,
  recentPeriods,
} from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { workRecordListScope } from '../people/people.api.ts';
import { companyPayContext } from './pay-context.ts';
import { PAY_LINES_TAGS } from './staff-pay-lines.ts';
import { workersPay } from './workers-pay.ts';

/** How many periods the summary's picker offers. */
export const SUMMARY_PERIODS = 12;

/**
 * The pay-period summary (issue 38 item 4): every worker with an attendance in the period, their
 * total, hours by category and what still blocks approval. Lines and explanations are read on demand,
 * per worker, with the office read call.
 */
export const getPayPeriodSummaryRoute = routeSpec({
  method: 'GET',
  url: '/PayLines/get_pay_period_summary',
  summary: 'Every worker’s pay of a pay period: total, hours by category, what blocks approval',
  tags: PAY_LINES_TAGS,
  querystring: payPeriodQuerySchema,
  async handler({ db, principal, query, now }): Promise<PayPeriodSummaryView> {
    const ctx = await companyPayContext(db, principal.companyId, now);
    const period = payPeriodOf(ctx.rule, query.periodStart ?? ctx.today);
    const workers = await workersPay(db, ctx, period, { visible: workRecordListScope(principal) });
    return {
      ...period,
      periods: recentPeriods(ctx.rule, ctx.today, SUMMARY_PERIODS),
      workers: workers.map((w) => ({
        staffId: w.staffId,
        staffName: w.staffName,
        employeeId: w.employeeId,
        status: w.pay.status,
        totalCents: w.pay.totalCents,
        hours: hoursByCategory(w.pay.lines, PAY_CATEGORIES),
        blocks: w.pay.blocks,
        attendanceCount: w.pay.attendanceCount,
      })),
      totalCents: workers.reduce((sum, w) => sum + w.pay.totalCents, 0),
    };
  },
});
