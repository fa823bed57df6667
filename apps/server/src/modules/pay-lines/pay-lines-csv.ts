import {
  payCsvFileName,
  payLinesCsv,
  payPeriodOf,
  payPeriodQuerySchema,
  workRecordScope,
} from '@care/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routeSpec } from '../../http/route.ts';
import { workRecordListScope } from '../people/people.api.ts';
import { companyPayContext } from './pay-context.ts';
import { periodPays } from './period-pays.ts';
import { PAY_LINES_TAGS } from './staff-pay-lines.ts';

/**
 * The payroll CSV of a pay period (issue 38 item 5): every worker's lines, one row a line (employee,
 * external id, date, to date, category, units, rate, amount). A worker whose period is blocked has no
 * lines, so no rows: the summary page says why.
 */
export const exportPayLinesCsvRoute = routeSpec({
  method: 'GET',
  url: '/PayLines/export_pay_lines_csv',
  summary: 'The pay lines of a pay period as CSV for any payroll',
  tags: PAY_LINES_TAGS,
  querystring: payPeriodQuerySchema,
  cookieSession: true,
  async handler({ db, principal, query, now, reply }) {
    const ctx = await companyPayContext(db, principal.companyId, now);
    const period = payPeriodOf(ctx.rule, query.periodStart ?? ctx.today);
    const workers = await periodPays(db, ctx, period, {
      visible: workRecordListScope(principal),
      seesAll: workRecordScope(principal).includes('all'),
    });
    const csv = payLinesCsv(workers.map((w) => ({ ...w, lines: w.pay.lines })));
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', payCsvFileName(period.fromDate, period.toDate)),
      );
    return Buffer.from(csv, 'utf8');
  },
});
