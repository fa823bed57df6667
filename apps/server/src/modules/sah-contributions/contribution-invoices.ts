import {
  type AgedContributionsReply,
  ageBucket,
  agedTotals,
  type ContributionInvoiceState,
  type ContributionInvoiceSummary,
  type ContributionInvoicesReply,
  type ContributionInvoiceView,
  type ContributionRunReply,
  contributionBillTo,
  contributionDueDate,
  contributionInvoiceDrafts,
  contributionPaymentProblem,
  contributionStateAfterPayment,
  contributionSummary,
  daysOverdue,
  formatCents,
  SAH_CONTRIBUTION_MESSAGES as M,
  recordPaymentSchema,
  type StatusReply,
  seesOnlyAuditApproved,
  sendInvoiceSchema,
  todayIn,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { uniqueConflict } from '../../http/unique-conflict.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { companyZone, lockCompany } from '../companies/companies.api.ts';
import { insertFile } from '../files/files.api.ts';
import { invoiceNumberOf, invoiceSettingsOf, takeInvoiceNumbers } from '../invoices/invoices.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { clientAddresses } from '../people/people.api.ts';
import { contributionInvoicePdf } from './contribution-invoice-pdf.ts';
import { invoiceView, pdfInputOf, summaryOf } from './contribution-invoice-view.ts';
import {
  findContributionInvoice,
  firstRepresentatives,
  insertContributionInvoice,
  insertContributionPayment,
  listContributionInvoices,
  lockContributionInvoice,
  markContributionSent,
  uninvoicedPaidLines,
} from './contribution-invoices.repo.ts';

const TAGS = ['SupportAtHome'];
const BASE = '/SupportAtHome/contributions';
const params = z.object({ invoiceId: z.uuid('The invoice id must be a UUID') });
const clientQuery = z.object({ clientId: z.uuid('The client id must be a UUID') });
const downloadQuery = { download: z.enum(['true', 'false', '1', '0']).optional() };
const raced = 'Some of these lines were invoiced meanwhile: run the invoicing again';

/** The invoice of the company (of the client when given), else 404. */
async function invoiceOf(
  db: Queryable,
  companyId: string,
  invoiceId: string,
  clientId?: string,
  auditApprovedOnly = false,
) {
  const row = await findContributionInvoice(db, companyId, invoiceId, clientId, auditApprovedOnly);
  if (!row) {
    throw notFound();
  }
  return row;
}

/** GET …/invoices: the office's list, with what the next run would invoice. */
export const contributionInvoicesRoute = routeSpec({
  method: 'GET',
  url: `${BASE}/invoices`,
  summary:
    'The company’s Support at Home contribution invoices (state and amount owed), and the paid claim lines waiting to be invoiced',
  tags: TAGS,
  querystring: z.object({ clientId: z.uuid('The client id must be a UUID').optional() }),
  async handler({ db, principal, query }): Promise<ContributionInvoicesReply> {
    const rows = await listContributionInvoices(db, principal.companyId, {
      clientId: query.clientId,
      auditApprovedOnly: seesOnlyAuditApproved(principal.role),
    });
    const waiting = contributionInvoiceDrafts(await uninvoicedPaidLines(db, principal.companyId));
    return {
      invoices: rows.map(summaryOf),
      waiting: {
        clientCount: waiting.length,
        lineCount: waiting.reduce((n, d) => n + d.lines.length, 0),
        totalCents: waiting.reduce((n, d) => n + d.totalCents, 0),
      },
    };
  },
});

/**
 * The invoicing run (the route and the demo): one invoice per client of the paid claim lines with a
 * contribution not yet invoiced, numbered from the company's invoice counter, issued on the company's
 * today and due by its payment terms. Under the company's lock: a second run at once waits and finds
 * nothing left; the lines' unique index refuses a line invoiced twice whatever the code does.
 */
export async function invoiceContributions(
  db: Queryable,
  { companyId, userId, now }: { companyId: string; userId: string | null; now: Date },
): Promise<{ issueDate: string; invoices: ContributionRunReply['invoices'] }> {
  await lockCompany(db, companyId);
  const lines = await uninvoicedPaidLines(db, companyId);
  const drafts = contributionInvoiceDrafts(lines);
  if (drafts.length === 0) {
    throw badRequest(M.nothingToInvoice);
  }
  const zone = await companyZone(db, companyId);
  const issueDate = todayIn(now, zone);
  const settings = await invoiceSettingsOf(db, companyId);
  const dueDate = contributionDueDate(issueDate, settings.paymentTermsDays);
  const clientIds = drafts.map((d) => d.clientId);
  const addresses = await clientAddresses(db, companyId, clientIds);
  const reps = await firstRepresentatives(db, companyId, clientIds);
  const clientOf = new Map(lines.map((l) => [l.clientId, l]));
  let next = await takeInvoiceNumbers(db, companyId, drafts.length);
  const made: ContributionRunReply['invoices'] = [];
  try {
    for (const draft of drafts) {
      const client = clientOf.get(draft.clientId);
      const clientName = client?.clientName ?? '';
      const billTo = contributionBillTo(
        {
          fullName: clientName,
          email: client?.clientEmail ?? null,
          address: addresses.get(draft.clientId) || null,
        },
        reps.get(draft.clientId) ?? null,
      );
      const invoiceNumber = invoiceNumberOf(next++);
      const invoiceId = await insertContributionInvoice(
        db,
        {
          companyId,
          profileId: draft.clientId,
          invoiceNumber,
          issueDate,
          dueDate,
          billToKind: billTo.kind,
          billToName: billTo.name,
          billToEmail: billTo.email,
          billToAddress: billTo.address,
          totalCents: draft.totalCents,
          dateCreated: now,
          userCreated: userId,
        },
        draft.lines.map((l) => ({
          claimLineId: l.claimLineId,
          claimReference: l.reference,
          serviceDate: l.serviceDate,
          serviceName: l.serviceName,
          quantityHundredths: l.quantityHundredths,
          unitPriceCents: l.unitPriceCents,
          grossCents: l.grossCents,
          governmentCents: l.governmentCents,
          contributionCents: l.contributionCents,
        })),
      );
      made.push({
        invoiceId,
        invoiceNumber,
        clientName,
        lineCount: draft.lines.length,
        totalCents: draft.totalCents,
      });
    }
  } catch (error) {
    throw uniqueConflict(error) ? conflict(raced) : error;
  }
  return { issueDate, invoices: made };
}

/**
/** POST …/run: the invoicing run (invoiceContributions). */
export const runContributionInvoicingRoute = routeSpec({
  method: 'POST',
  url: `${BASE}/run`,
  summary:
    'Invoices the clients’ contributions on paid claim lines not yet invoiced: one tax invoice per client, numbered, issued today',
  tags: TAGS,
  activity: 'Ran the Support at Home contribution invoicing',
  async handler({ db, principal, now, recordActivity }): Promise<ContributionRunReply> {
    const { issueDate, invoices: made } = await invoiceContributions(db, {
      companyId: principal.companyId,
      userId: principal.uid,
      now,
    });
    const total = made.reduce((n, m) => n + m.totalCents, 0);
    recordActivity(
      `Made ${made.length} Support at Home contribution invoice(s) for ${formatCents(total)}: ${made
        .map((m) => contributionSummary(m.invoiceNumber, m.clientName, m.totalCents))
        .join('; ')}`,
    );
    return {
      status: 'Success',
      message: M.invoiced(made.length, formatCents(total)),
      issueDate,
      invoices: made,
    };
  },
});

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

async function pdfReply(
  db: Queryable,
  row: Awaited<ReturnType<typeof invoiceOf>>,
  download: string | undefined,
  reply: { type(t: string): { header(k: string, v: string): unknown } },
) {
  const pdf = await withPdfSlot(row.companyId, async () => contributionInvoicePdf(await pdfInputOf(db, row)));
  reply
    .type('application/pdf')
    .header(
      'Content-Disposition',
      contentDisposition(
        download === 'true' || download === '1' ? 'attachment' : 'inline',
        `${row.invoiceNumber}.pdf`,
      ),
    );
  return pdf;
}

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

/**
 * Send (the route and the demo): the tax invoice PDF stored and mailed through the mail port (the
 * outbox, in the caller's transaction) to `to` or the bill-to; the invoice becomes Sent. Under the
 * invoice's lock and only from Saved: a retry after a failure sends it once, a second send is refused.
 */
export async function sendContributionInvoice(
  db: Queryable,
  deps: Pick<AppDeps, 'files' | 'mailTransport'>,
  {
    companyId,
    invoiceId,
    userId,
    now,
    ...o
  }: { companyId: string; invoiceId: string; to: string | null; userId: string | null; now: Date },
) {
  await lockContributionInvoice(db, companyId, invoiceId);
  const row = await invoiceOf(db, companyId, invoiceId);
  if (row.status !== 'Saved') {
    throw conflict(M.alreadySent);
  }
  const to = o.to ?? row.billToEmail;
  if (!to) {
    throw fieldError('to', M.noAddress);
  }
  const input = await pdfInputOf(db, row);
  const pdf = await withPdfSlot(companyId, () => contributionInvoicePdf(input));
  const name = `${row.invoiceNumber}.pdf`;
  const fileId = await insertFile(db, {
    companyId,
    storageKey: await deps.files.put(pdf),
    contentType: 'application/pdf',
    kind: 'invoice',
    size: pdf.length,
    originalName: name,
    userCreated: userId,
  });
  const owed = Math.max(0, row.totalCents - row.paidCents);
  const mailId = await queueMail(db, deps, {
    companyId,
    to,
    subject: `Tax invoice ${row.invoiceNumber} from ${input.company.companyName}: Support at Home contribution`,
    text: [
      `Hello ${row.billToName},`,
      '',
      `Please find attached tax invoice ${row.invoiceNumber} for ${row.clientName}’s contribution to the Support at Home services ${input.company.companyName} provided, which Services Australia has paid its share of.`,
      `Amount due: ${formatCents(owed)}, by ${input.dueDate.split('-').reverse().join('-')}. Aged-care services are GST-free.`,
      `Please pay into ${input.company.bankAccountName ?? input.company.companyName}, BSB ${input.company.bankBsb ?? 'not set'}, account ${input.company.bankAccountNumber ?? 'not set'}, with the reference ${row.invoiceNumber}.`,
      '',
      input.company.companyName,
    ].join('\n'),
    attachments: [{ fileId, name }],
    userCreated: userId,
  });
  await markContributionSent(db, companyId, row.invoiceId, {
    sentTo: to,
    sentAt: now,
    mailId,
    by: userId,
  });
  return { row, to };
}

/**
 * Send: the tax invoice PDF mailed through the mail port (the outbox, in this transaction) to the
 * bill-to or the address given; the invoice becomes Sent. Under the invoice's lock, and only from
 * Saved: a retry after a failure sends it once, a second send is refused.
 */
export const sendContributionInvoiceRoute = routeSpec({
  method: 'POST',
  url: `${BASE}/invoices/:invoiceId/send`,
  summary:
    'E-mails a contribution invoice with its tax invoice PDF to the client or their representative; it becomes Sent',
  tags: TAGS,
  params,
  body: sendInvoiceSchema,
  activity: 'Sent a Support at Home contribution invoice',
  async handler({ db, deps, principal, params: p, body, now, recordActivity }): Promise<StatusReply> {
    const { row, to } = await sendContributionInvoice(db, deps, {
      companyId: principal.companyId,
      invoiceId: p.invoiceId,
      to: body.to,
      userId: principal.uid,
      now,
    });
    recordActivity(
      `Sent contribution invoice ${contributionSummary(row.invoiceNumber, row.clientName, row.totalCents)} to ${to}`,
    );
    return { status: 'Success', message: M.sent(to) };
  },
});

/** A payment received (the route and the demo), at most what is owed: the invoice becomes Part paid or Paid. */
export async function recordContributionPayment(
  db: Queryable,
  {
    companyId,
    invoiceId,
    userId,
    now,
    ...o
  }: {
    companyId: string;
    invoiceId: string;
    paidOn: string;
    amount: number;
    reference: string;
    userId: string | null;
    now: Date;
  },
) {
  await lockContributionInvoice(db, companyId, invoiceId);
  const row = await invoiceOf(db, companyId, invoiceId);
  const state = row.status as ContributionInvoiceState;
  const owed = Math.max(0, row.totalCents - row.paidCents);
  const problem = contributionPaymentProblem(state, owed, o.amount);
  if (problem) {
    throw state === 'Saved' || state === 'Paid' ? badRequest(problem) : fieldError('amount', problem);
  }
  await insertContributionPayment(db, {
    companyId,
    invoiceId: row.invoiceId,
    paidOn: o.paidOn,
    amountCents: o.amount,
    reference: o.reference,
    now,
    by: userId,
    state: contributionStateAfterPayment(owed - o.amount),
  });
  return row;
}

/** A payment received: amount, date, reference; the invoice becomes Part paid or Paid. */
export const recordContributionPaymentRoute = routeSpec({
  method: 'POST',
  url: `${BASE}/invoices/:invoiceId/payments`,
  summary: 'Records a payment on a sent contribution invoice (at most what is owed); Part paid, then Paid',
  tags: TAGS,
  params,
  body: recordPaymentSchema,
  activity: 'Recorded a payment on a Support at Home contribution invoice',
  async handler({ db, principal, params: p, body, now, recordActivity }): Promise<StatusReply> {
    const row = await recordContributionPayment(db, {
      companyId: principal.companyId,
      invoiceId: p.invoiceId,
      ...body,
      userId: principal.uid,
      now,
    });
    recordActivity(
      `Recorded a payment of ${formatCents(body.amount)} on contribution invoice ${row.invoiceNumber} of ${row.clientName} (${body.reference})`,
    );
    return { status: 'Success', message: M.paymentRecorded };
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
