import {
  hoursByCategory,
  PAY_CATEGORIES,
  type PayPeriodSummaryView,
  payPeriodOf,
  payPeriodQuerySchema,
  recentPeriods,
  workRecordScope,
} from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { workRecordListScope } from '../people/people.api.ts';
import { companyPayContext } from './pay-context.ts';
import { periodPays } from './period-pays.ts';
import { PAY_LINES_TAGS } from './staff-pay-lines.ts';

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
    const workers = await periodPays(db, ctx, period, {
      visible: workRecordListScope(principal),
      seesAll: workRecordScope(principal).includes('all'),
    });
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
        approved: w.pay.approved,
        approvedAt: w.pay.approvedAt,
        approvedBy: w.pay.approvedBy,
        correctionCents: w.pay.lines
          .filter((l) => l.kind === 'correction')
          .reduce((sum, l) => sum + l.amountCents, 0),
      })),
      totalCents: workers.reduce((sum, w) => sum + w.pay.totalCents, 0),
    };
  },
});
