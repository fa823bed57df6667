import {
  centsToDollars,
  groupInvoiceLines,
  type InvoiceListReply,
  invoicePeriodSchema,
  invoiceTotals,
  isSentInvoice,
  INVOICE_MESSAGES as M,
  type SavedInvoiceView,
  seesOnlyAuditApproved,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { assertReachesPerson } from '../people/people.api.ts';
import { accountMoney, accountRefsOf } from './invoice-account-view.ts';
import { accountsByNumber, type InvoiceAccountRow } from './invoice-accounts.repo.ts';
import { invoiceLineViews } from './invoice-lines.repo.ts';
import { invoiceClient, savedInvoiceRows, savedLinesOf } from './saved-invoices.repo.ts';

const TAGS = ['Invoice'];

/** The client of a saved invoice: a uuid (400 at clientId otherwise). */
const clientIdSchema = z.object({ clientId: z.uuid(M.clientRequired) });

/** The client the reader reaches (record-rules), with what an invoice shows of them; else 404. */
async function readableClient(db: Queryable, principal: Principal, profileId: string) {
  await assertReachesPerson(db, principal, 'client', profileId);
  const client = await invoiceClient(db, principal.companyId, profileId);
  if (!client) {
    throw notFound();
  }
  return client;
}

/** 'YYYY-MM-DD' as the invoice lists show it, 'DD-MM-YYYY'. */
const shown = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** A saved invoice's description, e.g. 'INV-000012 · Ann Lee · 01-11-2026 to 30-11-2026'. */
export const savedInvoiceDescription = (
  invoiceNumber: string | null,
  clientName: string,
  fromDate: string,
  toDate: string,
): string =>
  [invoiceNumber, clientName, `${shown(fromDate)} to ${shown(toDate)}`].filter((p) => p).join(' · ');

/** The saved invoice list and a saved invoice's lines (spec 3 §2.3; spec 1 §3, §7.5). */
export const listInvoicesRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/list_invoices',
  readsFrom: 'standby',
  summary: "The saved lines of a client's invoice period, with their totals and grouped by item",
  tags: TAGS,
  querystring: z.object({
    fromDate: z.unknown().optional(),
    toDate: z.unknown().optional(),
    clientId: z.unknown().optional(),
    userId: z.string().optional(),
  }),
  async handler({ db, principal, query }): Promise<InvoiceListReply> {
    // Whose invoice first: a client out of reach is not found whatever the dates say.
    const { clientId } = parseOrThrow(clientIdSchema, { clientId: query.clientId });
    const client = await readableClient(db, principal, clientId);
    const period = parseOrThrow(invoicePeriodSchema, { fromDate: query.fromDate, toDate: query.toDate });
    // In the invoice's own order (date, then start), as its line numbers run.
    const invoices = await invoiceLineViews(
      db,
      principal.companyId,
      savedLinesOf(clientId, period.fromDate, period.toDate),
      'oldest',
    );
    return {
      ...invoiceTotals(invoices),
      invoices,
      groupInvoice: groupInvoiceLines(invoices, 'itemAndPrice'),
      profile: { profileId: client.profileId, fullName: client.fullName, ndisNo: client.ndisNo },
      invoiceNumber: invoices.find((i) => i.invoiceNumber)?.invoiceNumber ?? null,
      // Each number's account: its tax invoice PDF is opened from the invoice screen.
      accounts: await accountRefsOf(db, principal.companyId, invoices),
    };
  },
});

/** The account part of a saved list row: who pays, state, owed; a line saved before accounts existed reads as Saved. */
function accountFields(a: InvoiceAccountRow | undefined, amountCents: number) {
  if (!a) {
    return {
      invoiceId: null,
      management: null,
      toSend: false,
      billToName: null,
      state: 'Saved' as const,
      stateLabel: 'Saved',
      invoicedCents: amountCents,
      paidCents: 0,
      owedCents: amountCents,
      dueDate: null,
      sentTo: null,
      sentAt: null,
      heldBackCount: 0,
    };
  }
  const { state, owed, stateLabel } = accountMoney(a);
  return {
    invoiceId: a.invoiceId,
    management: a.management,
    toSend: isSentInvoice(a.management),
    billToName: a.billToName,
    state,
    stateLabel,
    invoicedCents: a.totalCents,
    paidCents: a.paidCents,
    owedCents: owed,
    dueDate: a.dueDate,
    sentTo: a.sentTo,
    sentAt: a.sentAt?.toISOString() ?? null,
    heldBackCount: a.heldBackCount,
  };
}

export const listDategroupInvoicesRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/list_dategroup_invoices',
  readsFrom: 'standby',
  summary: 'The saved invoices (a client and period each), newest period first; optionally of one client',
  tags: TAGS,
  querystring: z.object({ clientId: z.unknown().optional(), userId: z.string().optional() }),
  async handler({ db, principal, query }): Promise<SavedInvoiceView[]> {
    const raw = typeof query.clientId === 'string' ? query.clientId.trim() : query.clientId;
    const profileId =
      raw === undefined || raw === '' || raw === 'All'
        ? undefined
        : parseOrThrow(clientIdSchema, { clientId: raw }).clientId;
    if (profileId) {
      await readableClient(db, principal, profileId);
    }
    const rows = await savedInvoiceRows(db, principal.companyId, {
      profileId,
      auditApprovedOnly: seesOnlyAuditApproved(principal.role),
    });
    const accounts = await accountsByNumber(
      db,
      principal.companyId,
      rows.flatMap((r) => (r.invoiceNumber ? [r.invoiceNumber] : [])),
    );
    return rows.map((r) => ({
      ...accountFields(r.invoiceNumber ? accounts.get(r.invoiceNumber) : undefined, r.amountCents),
      invoiceNumber: r.invoiceNumber,
      description: savedInvoiceDescription(r.invoiceNumber, r.clientName, r.periodFrom, r.periodTo),
      fromDate: r.periodFrom,
      toDate: r.periodTo,
      clientId: r.profileId,
      clientName: r.clientName,
      totalDuration: r.durationTicks,
      totalAgreedDuration: r.agreedTicks,
      billed: r.billed,
      amount: centsToDollars(r.amountCents),
      amountCents: r.amountCents,
      totalKm: Math.round(r.totalKm * 100) / 100,
      lineCount: r.lineCount,
      claimedCount: r.claimedCount,
      paidCount: r.paidCount,
      rejectedCount: r.rejectedCount,
      savedAt: r.savedAt,
    }));
  },
});
