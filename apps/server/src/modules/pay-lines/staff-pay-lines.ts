import {
  fullName,
  periodsTouching,
  type StaffPayLinesView,
  staffPayLinesQuerySchema,
  workRecordScope,
} from '@care/domain';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { staffPayrollOf, workRecordListScope } from '../people/people.api.ts';
import { companyPayContext } from './pay-context.ts';
import { periodPays } from './period-pays.ts';

export const PAY_LINES_TAGS = ['PayLines'];

/**
 * The office read call (issue 38 item 4; docs/api.md "Pay lines"): a worker's pay lines for a range
 * of dates, read as the whole pay periods the range touches, each with its total and what blocks it.
 */
export const getStaffPayLinesRoute = routeSpec({
  method: 'GET',
  url: '/PayLines/get_staff_pay_lines',
  summary:
    'A worker’s award pay lines for the whole pay periods a range of dates touches (at most a quarter)',
  tags: PAY_LINES_TAGS,
  querystring: staffPayLinesQuerySchema,
  async handler({ db, principal, query, now }): Promise<StaffPayLinesView> {
    const { companyId } = principal;
    const staff = await staffPayrollOf(db, companyId, query.staffId);
    if (!staff) {
      throw notFound();
    }
    const ctx = await companyPayContext(db, companyId, now);
    const visible = workRecordListScope(principal);
    const seesAll = workRecordScope(principal).includes('all');
    const periods = [];
    for (const period of periodsTouching(ctx.rule, query.fromDate, query.toDate)) {
      const [worker] = await periodPays(db, ctx, period, { staffId: staff.id, visible, seesAll });
      if (worker) {
        periods.push(worker.pay);
      }
    }
    return {
      staffId: staff.id,
      staffName: fullName(staff.firstName, null, staff.surName),
      employeeId: staff.employeeId,
      fromDate: periods[0]?.fromDate ?? query.fromDate,
      toDate: periods.at(-1)?.toDate ?? query.toDate,
      periods,
      totalCents: periods.reduce((sum, p) => sum + p.totalCents, 0),
    };
  },
});
