import { eq } from 'drizzle-orm';
import { bearer } from '../../../test/harness.ts';
import { clientPlans, companies, invoiceSettings } from '../../db/schema/index.ts';
import { type InvoiceSetup, insertLine, NOVEMBER } from './invoice-lines.test-kit.ts';
import { invoiceUrl } from './invoices.test-kit.ts';

/** The plan manager every plan-managed test invoice goes to. */
export const PLAN_MANAGER = {
  planManager: 'Leap in! Plan Management',
  planManagerEmail: 'accounts@leapin.example',
  planManagerAbn: '12345678901',
  planManagerAddress: 'PO Box 1, Brisbane QLD 4001',
};

/** The supplier and bank details the tax invoice prints. */
export const SUPPLIER = {
  name: 'Harbour Test Care',
  abn: '51824753556',
  ndisRegistrationNumber: '4050012345',
  address: '1 George Street, Sydney NSW 2000',
  bankAccountName: 'Harbour Test Care Pty Ltd',
  bankBsb: '062-000',
  bankAccountNumber: '12345678',
};

/** Gives the company its supplier and bank details, and the client a plan of this management over November. */
export async function payerSetup(
  s: InvoiceSetup,
  management: 'Plan Managed' | 'Self Managed' | 'NDIA Managed',
) {
  const db = s.h.database.db;
  await db
    .update(companies)
    .set({
      name: SUPPLIER.name,
      abn: SUPPLIER.abn,
      ndisRegistrationNumber: SUPPLIER.ndisRegistrationNumber,
      address: SUPPLIER.address,
    })
    .where(eq(companies.id, s.c.companyId));
  const bank = {
    bankAccountName: SUPPLIER.bankAccountName,
    bankBsb: SUPPLIER.bankBsb,
    bankAccountNumber: SUPPLIER.bankAccountNumber,
  };
  await db
    .insert(invoiceSettings)
    .values({ companyId: s.c.companyId, ...bank })
    .onConflictDoUpdate({ target: invoiceSettings.companyId, set: bank });
  await db.insert(clientPlans).values({
    companyId: s.c.companyId,
    profileId: s.clientId,
    startDate: '2026-07-01',
    endDate: '2027-06-30',
    management,
    ...(management === 'Plan Managed' ? PLAN_MANAGER : {}),
    ...(management === 'Self Managed'
      ? {
          representativeName: 'Sam Rep',
          representativeEmail: 'sam.rep@example.com',
          representativeAddress: '9 Rep Lane, Manly NSW 2095',
        }
      : {}),
  });
}

/** Draft lines of November: two priced, one with no item and one at $0; then saved through the route. */
export async function savedInvoice(s: InvoiceSetup) {
  await insertLine(s, { status: 'Draft', date: '2026-11-03', hours: 3 });
  await insertLine(s, { status: 'Draft', date: '2026-11-10', hours: 2 });
  await insertLine(s, {
    status: 'Draft',
    date: '2026-11-12',
    hours: 10,
    supportItemId: null,
    amountCents: 0,
    unitPriceCents: 0,
  });
  await insertLine(s, { status: 'Draft', date: '2026-11-14', hours: 1, agreedHours: 0, amountCents: 0 });
  const admin = bearer(s.c.users.Administrator.token);
  const res = await s.h.app.inject({
    method: 'POST',
    url: invoiceUrl('save_invoice', { ...NOVEMBER, clientId: s.clientId }),
    headers: admin,
  });
  if (res.statusCode !== 200) {
    throw new Error(res.body);
  }
  const list = await s.h.app.inject({
    method: 'GET',
    url: invoiceUrl('list_dategroup_invoices', { clientId: s.clientId }),
    headers: admin,
  });
  const row = (list.json() as { invoiceId: string; invoiceNumber: string }[])[0];
  if (!row?.invoiceId) {
    throw new Error('the saved invoice has no account');
  }
  return { invoiceId: row.invoiceId, invoiceNumber: row.invoiceNumber, admin };
}
