import type { InvoiceSettings } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/** The company's invoice settings columns as stored. */
export async function invoiceSettingsOf(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      billShortNoticeCancellations: companies.billShortNoticeCancellations,
      claimDateFormat: companies.claimDateFormat,
      claimGstCode: companies.claimGstCode,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

export async function updateInvoiceSettings(
  db: Queryable,
  companyId: string,
  settings: InvoiceSettings,
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...settings, dateModified: now, userModified: userId })
    .where(eq(companies.id, companyId));
}
