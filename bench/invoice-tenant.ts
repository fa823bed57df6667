// The invoicing tenant of issue 15 (docs/performance.md): one company registered with the NDIS
// (number and ABN), the whole 2025-26 catalogue imported, 120 staff and 150 clients with NDIS
// numbers and plans with budgets (most NDIA managed, the rest plan- or self-managed), support
// schedules on every third client, and ~5,000 shifts in November 2026 (weekends, evenings, active
// nights, sleepovers, some of two clients, some cancelled by the client at short notice) with their
// attendances and Approved splits, all inserted in bulk SQL (the shift rows by invoice-tenant-shifts.ts).
import { eq } from 'drizzle-orm';
import type { Queryable } from '../apps/server/src/db/client.ts';
import {
  clientPlans,
  companies,
  invoiceSettings,
  planBudgets,
  profiles,
  supportItems,
  supportSchedules,
} from '../apps/server/src/db/schema/index.ts';
import {
  CATALOGUE_CSV,
  CATALOGUE_FILE_NAME,
} from '../apps/server/src/modules/catalogue/catalogue.test-kit.ts';
import { readCatalogueFile } from '../apps/server/src/modules/catalogue/catalogue-file.ts';
import { importCatalogue } from '../apps/server/src/modules/catalogue/catalogue-import.ts';
import {
  BENCH_USER,
  insertInBatches,
  insertTenantPeople,
  type TenantPeople,
} from './roster-tenant-people.ts';

export const INVOICE_TENANT = {
  staff: 120,
  clients: 150,
  shifts: 5000,
  domain: 'invoice-bench.test',
  /** November 2026 in Sydney: all AEDT, no NSW public holiday; 1 Nov is a Sunday. */
  month: { fromDate: '2026-11-01', toDate: '2026-11-30' },
} as const;

/** How client i's plan is managed: 3 in 5 NDIA managed (claimed in the bulk file), the rest invoiced. */
export const managementOf = (i: number) =>
  i % 5 < 3 ? 'NDIA Managed' : i % 5 === 3 ? 'Plan Managed' : 'Self Managed';

/** The company's registration, cancellation billing, the catalogue; returns the support item ids by number. */
async function registerCompany(db: Queryable, companyId: string, now: Date): Promise<Map<string, string>> {
  await db
    .update(companies)
    .set({
      name: 'Large Invoice Bench Care',
      abn: '12345678901',
      ndisRegistrationNumber: '4050012345',
    })
    .where(eq(companies.id, companyId));
  // Short-notice cancellations are billed: an invoice setting, owned by the invoices area.
  await db
    .insert(invoiceSettings)
    .values({ companyId, billShortNoticeCancellations: true })
    .onConflictDoUpdate({ target: invoiceSettings.companyId, set: { billShortNoticeCancellations: true } });
  const parsed = readCatalogueFile(CATALOGUE_CSV, 'csv');
  if (!parsed.ok) {
    throw new Error('the 2025-26 catalogue does not read');
  }
  await importCatalogue(db as Parameters<typeof importCatalogue>[0], {
    companyId,
    userId: null,
    now,
    fileName: CATALOGUE_FILE_NAME,
    file: { kind: 'csv', layout: parsed.layout, items: parsed.items, errors: [] },
  });
  const rows = await db
    .select({ id: supportItems.id, itemNumber: supportItems.itemNumber })
    .from(supportItems)
    .where(eq(supportItems.companyId, companyId));
  return new Map(rows.map((r) => [r.itemNumber, r.id]));
}

/** Client details a claim needs, a plan for 2026-27 with budgets, and a schedule on every third client. */
async function clientPlansAndSchedules(
  db: Queryable,
  people: TenantPeople,
  items: Map<string, string>,
  now: Date,
): Promise<void> {
  const audit = { userCreated: BENCH_USER, dateCreated: now };
  const { companyId, clientIds } = people;
  // Most in NSW; a few in Queensland and a few remote (another price column).
  await db.update(profiles).set({ state: 'NSW' }).where(eq(profiles.companyId, companyId));
  for (const [i, id] of clientIds.entries()) {
    if (i % 10 === 7) {
      await db.update(profiles).set({ state: 'QLD' }).where(eq(profiles.id, id));
    } else if (i % 25 === 11) {
      await db.update(profiles).set({ remoteness: 'Remote' }).where(eq(profiles.id, id));
    }
  }
  const plans = clientIds.map((profileId, i) => ({
    id: crypto.randomUUID(),
    companyId,
    profileId,
    startDate: '2026-07-01',
    endDate: '2027-06-30',
    management: managementOf(i),
    planManager: managementOf(i) === 'Plan Managed' ? 'Leap in! Plan Management' : null,
    ...audit,
  }));
  await insertInBatches(plans, (b) => db.insert(clientPlans).values(b));
  // Daily life and community access; every 12th client near the end of the daily-life budget.
  const budgets = plans.flatMap((p, i) => [
    {
      companyId,
      planId: p.id,
      supportCategoryNumber: '1',
      supportCategoryName: 'Assistance with Daily Life',
      amountCents: i % 12 === 5 ? 900_000 : 9_000_000,
    },
    {
      companyId,
      planId: p.id,
      supportCategoryNumber: '4',
      supportCategoryName: 'Assistance with Social, Economic and Community Participation',
      amountCents: 2_500_000,
    },
  ]);
  await insertInBatches(budgets, (b) => db.insert(planBudgets).values(b));
  const scheduled = [
    ['01_011_0107_1_1', 'Core', 70_23],
    ['04_104_0125_6_1', 'Core', 70_23],
  ] as const;
  const schedules = clientIds
    .filter((_, i) => i % 3 === 0)
    .flatMap((profileId) =>
      scheduled.map(([itemNumber, supportType, costCents]) => ({
        companyId,
        profileId,
        supportItemId: items.get(itemNumber) ?? null,
        supportType,
        itemNumber,
        quantity: 3,
        costCents,
        frequency: 'Weekly',
        acceptedAt: new Date(),
        acceptedBy: 'bench',
        ...audit,
      })),
    );
  await insertInBatches(schedules, (b) => db.insert(supportSchedules).values(b));
}

/** The people, the company's registration and catalogue, plans, budgets and schedules. */
export async function insertInvoicePeople(
  db: Queryable,
  o: { passwordHash: string; now: Date },
): Promise<TenantPeople> {
  const people = await insertTenantPeople(db, {
    staff: INVOICE_TENANT.staff,
    clients: INVOICE_TENANT.clients,
    passwordHash: o.passwordHash,
    domain: INVOICE_TENANT.domain,
    now: o.now,
  });
  const items = await registerCompany(db, people.companyId, o.now);
  await clientPlansAndSchedules(db, people, items, o.now);
  return people;
}
