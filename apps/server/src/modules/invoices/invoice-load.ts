import {
  INVOICE_MESSAGES,
  type InvoiceLoadResult,
  type InvoicePeriod,
  invoiceLoadQuerySchema,
  invoicePeriodSchema,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { ClientChoice } from './billable.repo.ts';
import { clientChoiceOf, loadDrafts, loadReply } from './invoice-loader.ts';
import { deleteUnclaimed, saveDrafts } from './invoice-write.repo.ts';

const text = z.string().optional();
const tags = ['Invoices'];
/** Checked in the handler, so that a missing date gives the spec's message at its field. */
const periodQuery = z.object({ userId: text, fromDate: text, toDate: text, clientId: text });

/** The period and client of a query: 400 at the field for a bad period or client, 404 for another company's client. */
async function periodAndClient(
  db: Queryable,
  companyId: string,
  query: { fromDate?: string | undefined; toDate?: string | undefined; clientId?: string | undefined },
): Promise<{ period: InvoicePeriod; choice: ClientChoice }> {
  const period = parseOrThrow(invoicePeriodSchema, { fromDate: query.fromDate, toDate: query.toDate });
  return { period, choice: await clientChoiceOf(db, companyId, query.clientId) };
}

/** Names the client(s) and period in the activity log. */
const described = (choice: ClientChoice, period: InvoicePeriod) =>
  `${choice === 'all' ? 'all clients' : `client ${choice.profileId}`}, ${period.fromDate} to ${period.toDate}`;

/** Load, save and delete an invoice period (spec 3 §2.3, §7.4). */
export const loadInvoiceRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/load_invoice',
  summary:
    'Loads an invoice period: the draft lines rebuilt from the approved splits (saved lines kept), with groups, totals and warnings',
  tags,
  // A load rewrites the period's drafts: one transaction (and an activity-log line).
  activity: 'Loaded an invoice',
  querystring: periodQuery.extend({ type: text, withTTP: text }),
  async handler({ db, principal, query, now, recordActivity }): Promise<InvoiceLoadResult> {
    const q = parseOrThrow(invoiceLoadQuerySchema, query);
    const { period, choice } = await periodAndClient(db, principal.companyId, q);
    const loaded = await loadDrafts(db, {
      companyId: principal.companyId,
      period,
      choice,
      withTTP: q.withTTP ?? false,
      user: principal.fullName,
      now,
    });
    recordActivity(`Loaded the invoice of ${described(choice, period)}: ${loaded} draft lines`);
    return loadReply(db, principal.companyId, period, choice, loaded);
  },
});

export const deleteInvoicesRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/delete_invoices',
  summary: 'Deletes the lines of the period that are not claimed (claimed, paid or rejected lines stay)',
  tags,
  activity: 'Deleted an invoice',
  querystring: periodQuery,
  async handler({ db, principal, query, recordActivity }): Promise<{ status: 'Success'; message: string }> {
    const { period, choice } = await periodAndClient(db, principal.companyId, query);
    const { deleted, kept, sentKept } = await deleteUnclaimed(db, principal.companyId, period, choice);
    const keptNotes = [
      kept > 0 ? INVOICE_MESSAGES.claimedKept(kept) : null,
      sentKept > 0 ? INVOICE_MESSAGES.sentKept(sentKept) : null,
    ].filter((n): n is string => n !== null);
    if (deleted === 0) {
      throw badRequest([INVOICE_MESSAGES.nothingToDelete, ...keptNotes].join('. '));
    }
    recordActivity(
      `Deleted the invoice of ${described(choice, period)}: ${deleted} lines, ${kept} claimed kept${sentKept > 0 ? `, ${sentKept} sent kept` : ''}`,
    );
    const message = [INVOICE_MESSAGES.deleted, ...keptNotes].join('. ');
    return { status: 'Success', message };
  },
});

export const saveInvoiceRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/save_invoice',
  summary: 'Saves the draft lines of the period: each client’s invoice gets its number (INV-000123)',
  tags,
  activity: 'Saved an invoice',
  querystring: periodQuery,
  async handler({
    db,
    principal,
    query,
    now,
    recordActivity,
  }): Promise<{ status: 'Success'; message: string; savedCount: number; invoiceNumbers: string[] }> {
    const { period, choice } = await periodAndClient(db, principal.companyId, query);
    const saved = await saveDrafts(db, {
      companyId: principal.companyId,
      period,
      choice,
      user: principal.fullName,
      now,
    });
    if (saved.savedCount === 0) {
      throw badRequest(INVOICE_MESSAGES.nothingToSave);
    }
    recordActivity(
      `Saved the invoice of ${described(choice, period)}: ${saved.savedCount} lines, ${saved.invoiceNumbers.join(', ')}`,
    );
    return { status: 'Success', message: INVOICE_MESSAGES.saved, ...saved };
  },
});
