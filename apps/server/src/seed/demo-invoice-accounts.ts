import { calendarDateInZone, DEFAULT_TIME_ZONE, type InvoicePeriod } from '@care/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { invoiceSettings, invoices } from '../db/schema/index.ts';
import {
  billToOfAccount,
  emailInvoice,
  insertPayment,
  invoiceAccounts,
} from '../modules/invoices/invoices.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';

const DAY = 86_400_000;
const OFFICE = { uid: null, fullName: 'Olivia Harbour' };

/** The demo company's payment terms and the bank account its tax invoices ask to be paid into. */
export async function seedInvoiceSettings(db: Queryable, companyId: string): Promise<void> {
  const settings = {
    paymentTermsDays: 14,
    bankAccountName: 'Harbourside Care Services Pty Ltd',
    bankBsb: '062-000',
    bankAccountNumber: '10457789',
  };
  await db
    .insert(invoiceSettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: invoiceSettings.companyId, set: settings });
}

/**
 * The month before last's plan- and self-managed invoices (docs/workforce.md "Who pays"): the first
 * plan-managed one e-mailed to its plan manager the day after it was saved and part-paid a week on;
 * the first self-managed one e-mailed and never paid, so it is overdue today; the rest still to send.
 */
export async function seedSentInvoices(
  db: Queryable,
  files: FileStore,
  companyId: string,
  period: InvoicePeriod,
  savedAt: Date,
  now: Date,
): Promise<void> {
  const rows = await invoiceAccounts(
    db,
    companyId,
    and(
      eq(invoices.periodFrom, period.fromDate),
      eq(invoices.periodTo, period.toDate),
      inArray(invoices.management, ['Plan Managed', 'Self Managed']),
    ),
  );
  const sentAt = new Date(Math.min(now.getTime(), savedAt.getTime() + DAY));
  const planManaged = rows.find((r) => r.management === 'Plan Managed' && r.lineCount > 0);
  const selfManaged = rows.find((r) => r.management === 'Self Managed' && r.lineCount > 0);
  for (const row of [planManaged, selfManaged]) {
    if (!row) {
      continue;
    }
    const billTo = await billToOfAccount(db, companyId, row);
    const to = billTo.email ?? 'accounts@example.com';
    await emailInvoice(db, { files, mailTransport: null }, { row, billTo, to, now: sentAt, user: OFFICE });
  }
  if (planManaged) {
    // Part-paid: the plan manager paid most of it, a line is queried.
    const paidAt = new Date(Math.min(now.getTime(), sentAt.getTime() + 7 * DAY));
    const amount = Math.round(planManaged.totalCents * 0.6);
    await insertPayment(db, {
      companyId,
      invoiceId: planManaged.invoiceId,
      // The demo's companies are in Sydney: the day paid is Sydney's.
      paidOn: calendarDateInZone(paidAt, DEFAULT_TIME_ZONE),
      amountCents: amount,
      reference: 'REMIT-20418',
      now: paidAt,
      by: OFFICE.fullName,
      state: amount >= planManaged.totalCents ? 'Paid' : 'Sent',
    });
  }
}
