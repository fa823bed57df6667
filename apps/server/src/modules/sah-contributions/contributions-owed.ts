import {
  type ContributionsOwed,
  contributionsOwed,
  contributionsOwedCsv,
  sahReportFormatQuery,
  seesOnlyAuditApproved,
  todayIn,
} from '@care/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { summaryOf } from './contribution-invoice-view.ts';
import { listContributionInvoices } from './contribution-invoices.repo.ts';

/**
 * Contributions owed per client (issue 39 item 6): what sent contribution invoices still owe, by days
 * past their due date on the company's today, per client and in total; `format=csv` for the file.
 */
export const contributionsOwedRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/report_contributions_owed',
  summary: 'Support at Home contributions owed per client, by days past due (JSON or CSV)',
  tags: ['SupportAtHome'],
  querystring: sahReportFormatQuery,
  cookieSession: true,
  async handler({ db, principal, query, now, reply }): Promise<ContributionsOwed | Buffer> {
    const today = todayIn(now, await companyZone(db, principal.companyId));
    const invoices = (
      await listContributionInvoices(db, principal.companyId, {
        unpaidSent: true,
        auditApprovedOnly: seesOnlyAuditApproved(principal.role),
      })
    ).map(summaryOf);
    const report = contributionsOwed(invoices, today);
    if (query.format === 'csv') {
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header(
        'Content-Disposition',
        contentDisposition('attachment', `support-at-home-contributions-owed-${today}.csv`),
      );
      return Buffer.from(contributionsOwedCsv(report), 'utf8');
    }
    return report;
  },
});
