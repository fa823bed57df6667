import {
  type MarginReportView,
  marginCsv,
  marginCsvFileName,
  marginQuerySchema,
  recentPeriods,
} from '@care/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routeSpec } from '../../http/route.ts';
import { periodMargin } from './period-margin.ts';

const TAGS = ['Margins'];
/** How many periods the page's picker offers (as the pay summary's). */
const MARGIN_PERIODS = 12;

/** The margin of a pay period (issue 38 item 6): per shift, client, worker and support item, with totals. */
export const getMarginReportRoute = routeSpec({
  method: 'GET',
  url: '/Margins/get_margin_report',
  summary:
    'A pay period’s margin: what each shift billed beside its pay and on-costs, per shift, client, worker and support item',
  tags: TAGS,
  querystring: marginQuerySchema,
  async handler({ db, principal, query, now }): Promise<MarginReportView> {
    const { report, ctx } = await periodMargin(db, principal, now, query.periodStart);
    return { ...report, periods: recentPeriods(ctx.rule, ctx.today, MARGIN_PERIODS) };
  },
});

/** The same report as CSV, one row per row of the chosen grouping, then the total. */
export const exportMarginCsvRoute = routeSpec({
  method: 'GET',
  url: '/Margins/export_margin_csv',
  summary: 'A pay period’s margin as CSV, grouped by client, worker, support item or shift',
  tags: TAGS,
  querystring: marginQuerySchema,
  cookieSession: true,
  async handler({ db, principal, query, now, reply }) {
    const { report } = await periodMargin(db, principal, now, query.periodStart);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', marginCsvFileName(report.fromDate, report.toDate, query.groupBy)),
      );
    return Buffer.from(marginCsv(report, query.groupBy), 'utf8');
  },
});
