import { type MyPayView, myPayQuerySchema, payPeriodOf, recentPeriods, workerBlockText } from '@care/domain';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { staffOfUser } from '../people/people.api.ts';
import { companyPayContext } from './pay-context.ts';
import { periodPays } from './period-pays.ts';
import { PAY_LINES_TAGS } from './staff-pay-lines.ts';

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
  async handler({ db, principal, query, now }): Promise<MyPayView> {
    // The caller's own staff record; a worker without one, or naming another's, is told 404.
    const staffId = await staffOfUser(db, principal.companyId, principal.uid);
    if (!staffId || (query.staffId && query.staffId.toLowerCase() !== staffId)) {
      throw notFound();
    }
    const ctx = await companyPayContext(db, principal.companyId, now);
    const period = payPeriodOf(ctx.rule, query.periodStart ?? ctx.today);
    const [worker] = await periodPays(db, ctx, period, { staffId });
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
