import {
  type InvoiceAccountView,
  isSentInvoice,
  INVOICE_ACCOUNT_MESSAGES as M,
  markInvoiceSentSchema,
  paymentProblem,
  recordPaymentSchema,
  type StatusReply,
  sendInvoiceSchema,
  stateAfterPayment,
  zonedDateAndTime,
  zonedWallTimeToInstant,
} from '@care/domain';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { badRequest, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { companyZone } from '../companies/companies.api.ts';
import {
  accountMoney,
  accountView,
  billToOfAccount,
  reachableAccount,
  taxInvoiceInput,
} from './invoice-account-view.ts';
import { insertPayment, lockInvoiceAccount, markAccountSent } from './invoice-accounts.repo.ts';
import { dayMonthYear, money } from './invoice-pdf-format.ts';
import { emailInvoice } from './send-invoice.ts';
import { taxInvoicePdf } from './tax-invoice-pdf.ts';

const TAGS = ['Invoice'];
const params = z.object({ invoiceId: z.uuid('The invoice id must be a UUID') });

/** A saved invoice's account (docs/workforce.md "Who pays"): bill-to, state, totals, held-back lines, payments. */
export const invoiceAccountRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/invoice_account/:invoiceId',
  summary:
    'A saved invoice: who it goes to, its state (Saved, Sent, Paid), what is on it and owed, held-back lines and payments',
  tags: TAGS,
  params,
  async handler({ db, principal, params: p }): Promise<InvoiceAccountView> {
    const row = await reachableAccount(db, principal, p.invoiceId);
    return accountView(db, principal.companyId, row);
  },
});

/** The tax invoice of a saved invoice as a PDF (only the lines on it). */
export const taxInvoicePdfRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/tax_invoice/:invoiceId',
  summary:
    'A saved invoice as a tax invoice PDF: supplier, bill-to, participant, lines, GST, due date and payment details',
  tags: TAGS,
  cookieSession: true,
  params,
  querystring: z.object({ download: z.enum(['true', 'false', '1', '0']).optional() }),
  async handler({ db, principal, params: p, query, reply }) {
    const row = await reachableAccount(db, principal, p.invoiceId);
    const billTo = await billToOfAccount(db, principal.companyId, row);
    const { input } = await taxInvoiceInput(db, principal.companyId, row, billTo);
    const pdf = await withPdfSlot(principal.companyId, () => taxInvoicePdf(input));
    const download = query.download === 'true' || query.download === '1';
    reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition(download ? 'attachment' : 'inline', `${row.invoiceNumber}.pdf`),
      );
    return pdf;
  },
});

/** A plan- or self-managed invoice still Saved, with something on it: the only kind that is sent. */
function assertSendable(row: { management: string; status: string; lineCount: number }) {
  if (!isSentInvoice(row.management)) {
    throw badRequest(M.ndiaManaged);
  }
  if (row.status !== 'Saved') {
    throw badRequest(M.alreadySent);
  }
  if (row.lineCount === 0) {
    throw badRequest(M.nothingOnIt);
  }
}

/** Send: the tax invoice PDF e-mailed through the mail port to the plan manager, participant or representative. */
export const sendInvoiceRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/send_invoice/:invoiceId',
  summary:
    'E-mails a plan- or self-managed invoice with its tax invoice PDF to whoever pays it; the invoice becomes Sent',
  tags: TAGS,
  params,
  body: sendInvoiceSchema,
  activity: 'Sent an invoice',
  async handler({ db, deps, principal, params: p, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await lockInvoiceAccount(db, companyId, p.invoiceId);
    const row = await reachableAccount(db, principal, p.invoiceId);
    assertSendable(row);
    const billTo = await billToOfAccount(db, companyId, row);
    const to = body.to ?? billTo.email;
    if (!to) {
      throw fieldError('to', M.noAddress);
    }
    await emailInvoice(db, deps, {
      row,
      billTo,
      to,
      now,
      user: { uid: principal.uid, fullName: principal.fullName },
    });
    recordActivity(`Sent invoice ${row.invoiceNumber} of ${row.clientName} to ${billTo.name} (${to})`);
    return { status: 'Success', message: M.sent(to) };
  },
});

/** Mark as sent: the invoice went another way (a plan manager's portal, by hand). */
export const markInvoiceSentRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/mark_invoice_sent/:invoiceId',
  summary: 'Records that a plan- or self-managed invoice was sent another way: to whom and on which day',
  tags: TAGS,
  params,
  body: markInvoiceSentSchema,
  activity: 'Marked an invoice as sent',
  async handler({ db, principal, params: p, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await lockInvoiceAccount(db, companyId, p.invoiceId);
    const row = await reachableAccount(db, principal, p.invoiceId);
    assertSendable(row);
    const billTo = await billToOfAccount(db, companyId, row);
    // The day it was sent (the company's), at the company's time it was recorded: the list shows the
    // date in the company's zone, so UTC's time of day would move an 08:00 Sydney record to the next day.
    const zone = await companyZone(db, companyId);
    const sentAt = zonedWallTimeToInstant(
      `${body.sentOn}T${zonedDateAndTime(now.getTime(), zone).time}`,
      zone,
    );
    await markAccountSent(db, companyId, row.invoiceId, {
      sentTo: body.sentTo,
      sentAt,
      sentHow: 'Marked as sent',
      by: principal.fullName,
      billTo,
    });
    recordActivity(
      `Marked invoice ${row.invoiceNumber} of ${row.clientName} as sent to ${body.sentTo} on ${dayMonthYear(body.sentOn)}`,
    );
    return { status: 'Success', message: M.markedSent };
  },
});

/** Record a payment: date, amount, reference; part payments allowed, an overpayment refused. */
export const recordPaymentRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/record_payment/:invoiceId',
  summary:
    'Records a payment of a sent invoice (part payments allowed, never more than is owed); Paid once nothing is owed',
  tags: TAGS,
  params,
  body: recordPaymentSchema,
  activity: 'Recorded an invoice payment',
  async handler({ db, principal, params: p, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await lockInvoiceAccount(db, companyId, p.invoiceId);
    const row = await reachableAccount(db, principal, p.invoiceId);
    if (!isSentInvoice(row.management)) {
      throw badRequest(M.ndiaManaged);
    }
    const { state, owed } = accountMoney(row);
    const problem = paymentProblem(state, owed, body.amount);
    if (problem) {
      throw fieldError('amount', problem);
    }
    await insertPayment(db, {
      companyId,
      invoiceId: row.invoiceId,
      paidOn: body.paidOn,
      amountCents: body.amount,
      reference: body.reference,
      now,
      by: principal.fullName,
      state: stateAfterPayment(owed - body.amount),
    });
    recordActivity(
      `Recorded a payment of ${money(body.amount)} (reference ${body.reference}) on invoice ${row.invoiceNumber} of ${row.clientName}`,
    );
    return { status: 'Success', message: M.paymentRecorded };
  },
});
