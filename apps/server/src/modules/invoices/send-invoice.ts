import type { BillTo } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { insertFile } from '../files/files.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { taxInvoiceInput } from './invoice-account-view.ts';
import { type InvoiceAccountRow, markAccountSent } from './invoice-accounts.repo.ts';
import { dayMonthYear, money } from './invoice-pdf-format.ts';
import { taxInvoicePdf } from './tax-invoice-pdf.ts';

/**
 * Mails a saved invoice's tax invoice PDF through the mail port (the outbox; SMTP when configured)
 * to whoever pays it, and marks it Sent to that address now.
 */
export async function emailInvoice(
  db: Queryable,
  deps: Pick<AppDeps, 'files' | 'mailTransport'>,
  o: {
    row: InvoiceAccountRow;
    billTo: BillTo;
    to: string;
    now: Date;
    user: { uid: string | null; fullName: string };
  },
): Promise<void> {
  const { row, billTo, to } = o;
  const companyId = row.companyId;
  const { input, company } = await taxInvoiceInput(db, companyId, row, billTo);
  const pdf = await withPdfSlot(companyId, () => taxInvoicePdf(input));
  const name = `${row.invoiceNumber}.pdf`;
  const fileId = await insertFile(db, {
    companyId,
    storageKey: await deps.files.put(pdf),
    contentType: 'application/pdf',
    kind: 'invoice',
    size: pdf.length,
    originalName: name,
    userCreated: o.user.uid,
  });
  const total = input.lines.reduce((sum, l) => sum + l.amountCents, 0);
  await queueMail(db, deps, {
    companyId,
    to,
    subject: `Tax invoice ${row.invoiceNumber} from ${company.companyName} for ${row.clientName}`,
    text: [
      `Hello ${billTo.name},`,
      '',
      `Please find attached tax invoice ${row.invoiceNumber} for the supports ${company.companyName} provided to ${row.clientName} (NDIS number ${row.ndisNo ?? 'not recorded'}) from ${dayMonthYear(row.periodFrom)} to ${dayMonthYear(row.periodTo)}.`,
      `Amount due: ${money(total - row.paidCents)}, by ${dayMonthYear(row.dueDate)}.`,
      `Please pay into ${company.bankAccountName ?? company.companyName}, BSB ${company.bankBsb ?? 'not set'}, account ${company.bankAccountNumber ?? 'not set'}, with the reference ${row.invoiceNumber}.`,
      '',
      company.companyName,
    ].join('\n'),
    attachments: [{ fileId, name }],
    userCreated: o.user.uid,
  });
  await markAccountSent(db, companyId, row.invoiceId, {
    sentTo: to,
    sentAt: o.now,
    sentHow: 'E-mail',
    by: o.user.fullName,
    billTo: { ...billTo, email: to },
  });
}
