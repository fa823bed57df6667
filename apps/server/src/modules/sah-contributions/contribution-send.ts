import {
  contributionSummary,
  formatCents,
  SAH_CONTRIBUTION_MESSAGES as M,
  type StatusReply,
  sendInvoiceSchema,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { insertFile } from '../files/files.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { contributionInvoicePdf } from './contribution-invoice-pdf.ts';
import { pdfInputOf } from './contribution-invoice-view.ts';
import { lockContributionInvoice, markContributionSent } from './contribution-invoices.repo.ts';
import { BASE, invoiceOf, params, TAGS } from './contribution-shared.ts';

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
