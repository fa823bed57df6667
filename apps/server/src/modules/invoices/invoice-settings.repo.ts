import type { InvoiceSettings } from '@care/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invoiceSettings } from '../../db/schema/index.ts';

// The invoice settings and the invoice counter are this module's table (one row per company); a
// company without a row has the defaults below, those of the table's columns.

const s = invoiceSettings;

/** A company's invoice settings before it saves any (the columns' defaults). */
const DEFAULT_INVOICE_SETTINGS = {
  billShortNoticeCancellations: false,
  claimDateFormat: 'YYYY-MM-DD',
  claimGstCode: 'P2',
  paymentTermsDays: 14,
  bankAccountName: null,
  bankBsb: null,
  bankAccountNumber: null,
};

/** The company's invoice settings as stored (the defaults when it has saved none). */
export async function invoiceSettingsOf(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      billShortNoticeCancellations: s.billShortNoticeCancellations,
      claimDateFormat: s.claimDateFormat,
      claimGstCode: s.claimGstCode,
      paymentTermsDays: s.paymentTermsDays,
      bankAccountName: s.bankAccountName,
      bankBsb: s.bankBsb,
      bankAccountNumber: s.bankAccountNumber,
    })
    .from(s)
    .where(eq(s.companyId, companyId))
    .limit(1);
  return row ?? { ...DEFAULT_INVOICE_SETTINGS };
}

/** Saves the company's invoice settings (its row made on the first save; the counter untouched), with who changed them. */
export async function updateInvoiceSettings(
  db: Queryable,
  companyId: string,
  settings: InvoiceSettings,
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .insert(s)
    .values({
      companyId,
      ...settings,
      dateCreated: now,
      userCreated: userId,
      dateModified: now,
      userModified: userId,
    })
    .onConflictDoUpdate({
      target: s.companyId,
      set: { ...settings, dateModified: now, userModified: userId },
    });
}

/**
 * Takes `n` numbers of the company's invoice counter at once, atomically: the first of them. One
 * statement on the company's row (made here when the company has none yet, starting at 1); a
 * concurrent save waits on the row, or on the row being inserted, and gets the numbers after.
 */
export async function takeInvoiceNumbers(db: Queryable, companyId: string, n: number): Promise<number> {
  const [row] = await db
    .insert(s)
    .values({ companyId, nextInvoiceNumber: sql`1 + ${n}` })
    .onConflictDoUpdate({
      target: s.companyId,
      set: { nextInvoiceNumber: sql`${s.nextInvoiceNumber} + ${n}` },
    })
    .returning({ first: sql<number>`${s.nextInvoiceNumber} - ${n}` });
  return Number(row?.first ?? 1);
}
