import {
  type AgedInvoicesReply,
  ageBucket,
  agedTotals,
  DEFAULT_TIME_ZONE,
  daysOverdue,
  seesOnlyAuditApproved,
  todayIn,
} from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { accountMoney } from './invoice-account-view.ts';
import { invoicingCompanyOf, unpaidSentAccounts } from './invoice-accounts.repo.ts';

/**
 * The aged list of unpaid invoices (docs/workforce.md "Who pays"): every sent invoice that still
 * owes, by how long past its due date it is on the company's today (current, 1–30, 31–60, 61–90, 90+ days).
 */
export const agedInvoicesRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/aged_invoices',
  readsFrom: 'standby',
  summary:
    'The sent invoices still owed, by days past their due date (current, 1–30, 31–60, 61–90, 90+), with totals',
  tags: ['Invoice'],
  async handler({ db, principal, now }): Promise<AgedInvoicesReply> {
    const company = await invoicingCompanyOf(db, principal.companyId);
    const asOf = todayIn(now, company?.timeZone ?? DEFAULT_TIME_ZONE);
    const rows = await unpaidSentAccounts(db, principal.companyId, seesOnlyAuditApproved(principal.role));
    const invoices = rows
      .map((r) => {
        const { owed, stateLabel } = accountMoney(r);
        return {
          invoiceId: r.invoiceId,
          invoiceNumber: r.invoiceNumber,
          clientId: r.profileId,
          clientName: r.clientName,
          billToName: r.billToName ?? r.sentTo ?? '',
          management: r.management,
          issueDate: r.issueDate,
          dueDate: r.dueDate,
          daysOverdue: Math.max(0, daysOverdue(r.dueDate, asOf)),
          bucket: ageBucket(r.dueDate, asOf),
          totalCents: r.totalCents,
          owedCents: owed,
          stateLabel,
        };
      })
      .filter((r) => r.owedCents > 0);
    return { asOf, ...agedTotals(invoices, asOf), invoices };
  },
});
