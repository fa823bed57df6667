import { type MyPayView, myPayQuerySchema, payPeriodOf, recentPeriods, workerBlockText } from '@care/domain';
import { notFound } from '../../http/errors.ts';
import { assertOwnStaff } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { companyPayContext } from './pay-context.ts';
import { PAY_LINES_TAGS } from './staff-pay-lines.ts';
import { workersPay } from './workers-pay.ts';

/** How many periods My pay's picker offers: the current one and those before it. */
export const MY_PAY_PERIODS = 12;

/**
 * My pay (issue 38 item 4): the worker's own lines of a pay period (the current one unless named),
 * what blocks it in their words, and the periods they may pick. Naming another worker is a 404.
 */
export const getMyPayRoute = routeSpec({
  method: 'GET',
  url: '/PayLines/get_my_pay',
  summary: 'A worker’s own pay lines of a pay period (the current one by default), explained',
  tags: PAY_LINES_TAGS,
  querystring: myPayQuerySchema,
  async handler({ db, principal, query, now, reach }): Promise<MyPayView> {
    const staffId = reach.all ? null : reach.staffId;
    if (staffId === null) {
      throw notFound();
    }
    if (query.staffId) {
      assertOwnStaff(reach, query.staffId);
    }
    const ctx = await companyPayContext(db, principal.companyId, now);
    const period = payPeriodOf(ctx.rule, query.periodStart ?? ctx.today);
    const [worker] = await workersPay(db, ctx, period, { staffId });
    if (!worker) {
      throw notFound();
    }
    return {
      staffId,
      periods: recentPeriods(ctx.rule, ctx.today, MY_PAY_PERIODS),
      period: {
        ...worker.pay,
        blocks: worker.pay.blocks.map((b) => ({ ...b, message: workerBlockText(b) })),
      },
    };
  },
});
