import {
  type AgedContributionsReply,
  ageBucket,
  agedTotals,
  type ContributionInvoiceSummary,
  type ContributionInvoiceView,
  daysOverdue,
  seesOnlyAuditApproved,
  todayIn,
} from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { invoiceView, summaryOf } from './contribution-invoice-view.ts';
import { listContributionInvoices } from './contribution-invoices.repo.ts';
import {
  BASE,
  clientQuery,
  downloadQuery,
  invoiceOf,
  params,
  pdfReply,
  TAGS,
} from './contribution-shared.ts';

// One contribution invoice, its PDF, the aged list and the client's own invoices (issue 39 item 5).

/** GET …/invoices/{id}: one invoice with its lines and payments. */
export const contributionInvoiceRoute = routeSpec({
  method: 'GET',
  url: `${BASE}/invoices/:invoiceId`,
  summary:
    'A contribution invoice: bill-to, state, lines (price, government paid, contribution), totals and payments',
  tags: TAGS,
  params,
  async handler({ db, principal, params: p }): Promise<ContributionInvoiceView> {
    return invoiceView(
      db,
      await invoiceOf(db, principal.companyId, p.invoiceId, undefined, seesOnlyAuditApproved(principal.role)),
    );
  },
});

/** GET …/invoices/{id}/pdf: the tax invoice PDF. */
export const contributionInvoicePdfRoute = routeSpec({
  method: 'GET',
  url: `${BASE}/invoices/:invoiceId/pdf`,
  summary: 'A contribution invoice as a tax invoice PDF (GST-free)',
  tags: TAGS,
  cookieSession: true,
  params,
  querystring: z.object(downloadQuery),
  async handler({ db, principal, params: p, query, reply }) {
    const row = await invoiceOf(
      db,
      principal.companyId,
      p.invoiceId,
      undefined,
      seesOnlyAuditApproved(principal.role),
    );
    return pdfReply(db, row, query.download, reply);
  },
});

/** The aged list: sent contribution invoices still owed, by days past due on the company's today. */
export const agedContributionsRoute = routeSpec({
  method: 'GET',
  url: `${BASE}/aged`,
  summary:
    'The sent contribution invoices still owed, by days past their due date (current, 1–30, 31–60, 61–90, 90+), with totals',
  tags: TAGS,
  async handler({ db, principal, now }): Promise<AgedContributionsReply> {
    const asOf = todayIn(now, await companyZone(db, principal.companyId));
    const invoices = (
      await listContributionInvoices(db, principal.companyId, {
        unpaidSent: true,
        auditApprovedOnly: seesOnlyAuditApproved(principal.role),
      })
    )
      .map(summaryOf)
      .filter((s) => s.owedCents > 0)
      .map((s) => ({
        ...s,
        daysOverdue: Math.max(0, daysOverdue(s.dueDate, asOf)),
        bucket: ageBucket(s.dueDate, asOf),
      }))
      .sort((a, b) => b.daysOverdue - a.daysOverdue || a.invoiceNumber.localeCompare(b.invoiceNumber));
    return { asOf, ...agedTotals(invoices, asOf), invoices };
  },
});

/** A client's own contribution invoices once sent (the portal; the office sees all): another client's are 404 by the record rule. */
export const clientContributionInvoicesRoute = routeSpec({
  method: 'GET',
  url: `${BASE}/client_invoices`,
  summary:
    'A client’s Support at Home contribution invoices with their state and amount owed (the client reads their own)',
  tags: TAGS,
  querystring: clientQuery,
  async handler({ db, principal, query }): Promise<{ invoices: ContributionInvoiceSummary[] }> {
    const rows = await listContributionInvoices(db, principal.companyId, { clientId: query.clientId });
    // The client reads an invoice once it is sent to them; the office sees the ones still to send too.
    return { invoices: rows.filter((r) => principal.role !== 'Client' || r.sentAt !== null).map(summaryOf) };
  },
});

/** A client's contribution invoice as its PDF: only an invoice of that client (else 404). */
export const clientContributionPdfRoute = routeSpec({
  method: 'GET',
  url: `${BASE}/client_invoice_pdf`,
  summary: 'A client’s contribution invoice as its tax invoice PDF (the client reads their own)',
  tags: TAGS,
  cookieSession: true,
  querystring: clientQuery.extend({ invoiceId: z.uuid('The invoice id must be a UUID'), ...downloadQuery }),
  async handler({ db, principal, query, reply }) {
    const row = await invoiceOf(db, principal.companyId, query.invoiceId, query.clientId);
    if (principal.role === 'Client' && row.sentAt === null) {
      throw notFound();
    }
    return pdfReply(db, row, query.download, reply);
  },
});
