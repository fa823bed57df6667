import { eq } from 'drizzle-orm';
import { bearer, type Harness } from '../../../test/harness.ts';
import {
  attendanceSplits,
  clientPlans,
  planBudgets,
  profiles,
  shiftRosterClients,
  shiftRosters,
} from '../../db/schema/index.ts';
import { CATALOGUE_FILE_NAME, catalogueSubset } from '../catalogue/catalogue.test-kit.ts';
import { readCatalogueFile } from '../catalogue/catalogue-file.ts';
import { importCatalogue } from '../catalogue/catalogue-import.ts';
import { rosterCompany } from '../roster/roster.test-kit.ts';
import { insertShift } from '../roster/shift-write.repo.ts';
import { worked } from '../timesheets/timesheets.test-kit.ts';

/** The self-care (0107) items of every band and two community-access (0125) items. */
export const INVOICE_ITEMS = [
  '01_002_0107_1_1',
  '01_010_0107_1_1',
  '01_011_0107_1_1',
  '01_012_0107_1_1',
  '01_013_0107_1_1',
  '01_014_0107_1_1',
  '01_015_0107_1_1',
  '04_102_0125_6_1',
  '04_104_0125_6_1',
];

/** A fortnight in Sydney without public holidays, Mon 7 Sep to Sun 20 Sep 2026 (calendar dates). */
export const PERIOD = { fromDate: '2026-09-07', toDate: '2026-09-20' };

/** An /api/Invoice URL with its query (undefined values left out). */
export const invoiceUrl = (path: string, query: Record<string, string | undefined> = {}) =>
  `/api/Invoice/${path}?${new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString()}`;

/** Imports the 2025-26 catalogue rows of these items into the company, as an administrator would. */
export async function withCatalogue(
  h: Harness,
  companyId: string,
  itemNumbers: readonly string[] = INVOICE_ITEMS,
): Promise<void> {
  const parsed = readCatalogueFile(catalogueSubset(itemNumbers), 'csv');
  if (!parsed.ok) {
    throw new Error('the catalogue subset does not read');
  }
  await importCatalogue(h.database.db, {
    companyId,
    userId: null,
    now: new Date('2026-07-01T00:00:00Z'),
    fileName: CATALOGUE_FILE_NAME,
    file: { kind: 'csv', layout: parsed.layout, items: parsed.items, errors: [] },
  });
}

/** Sets every split of the attendance to a status (Approved: what an invoice bills). */
export async function setSplitsStatus(h: Harness, attendanceId: string, status = 'Approved') {
  await h.database.db
    .update(attendanceSplits)
    .set({ status })
    .where(eq(attendanceSplits.attendanceId, attendanceId));
}

/** A shift worked by the staff member for the client(s) (the first holds the attendance), all its splits approved. */
export async function billed(
  h: Harness,
  companyId: string,
  staffId: string,
  clientIds: string | string[],
  from: string,
  to: string,
  o: { km?: number; night?: boolean; status?: string } = {},
): Promise<{ shiftRosterId: string; attendanceId: string }> {
  const [first, ...others] = Array.isArray(clientIds) ? clientIds : [clientIds];
  const w = await worked(h, companyId, staffId, first as string, from, to, o);
  if (others.length > 0) {
    // worked() rosters one client: the others join the shift after it.
    await h.database.db.insert(shiftRosterClients).values(
      others.map((profileId, i) => ({
        shiftRosterId: w.shiftRosterId,
        profileId,
        companyId,
        position: i + 1,
      })),
    );
  }
  await setSplitsStatus(h, w.attendanceId, o.status ?? 'Approved');
  return w;
}

/** A plan of the client with budget lines (cents per support category). */
export async function addPlan(
  h: Harness,
  companyId: string,
  profileId: string,
  startDate: string,
  endDate: string,
  budgets: { supportCategoryNumber: string; supportCategoryName?: string; amountCents: number }[],
): Promise<string> {
  const [plan] = await h.database.db
    .insert(clientPlans)
    .values({ companyId, profileId, startDate, endDate, management: 'Plan Managed' })
    .returning({ id: clientPlans.id });
  const planId = plan?.id as string;
  if (budgets.length > 0) {
    await h.database.db.insert(planBudgets).values(
      budgets.map((b) => ({
        companyId,
        planId,
        supportCategoryNumber: b.supportCategoryNumber,
        supportCategoryName: b.supportCategoryName ?? 'Assistance with Daily Life',
        amountCents: b.amountCents,
      })),
    );
  }
  return planId;
}

/** A shift the client cancelled at short notice (rostered, not worked), with its NDIS reason code. */
export async function cancelledShift(
  h: Harness,
  companyId: string,
  staffId: string,
  profileId: string,
  from: string,
  to: string,
  reasonCode = 'NSDH',
): Promise<string> {
  const id = await insertShift(
    h.database.db,
    { companyId, staffId, dateFrom: new Date(from), dateTo: new Date(to), activities: 'Personal Support' },
    [profileId],
  );
  await h.database.db
    .update(shiftRosters)
    .set({
      status: 'Cancelled',
      cancelledBy: 'Client',
      isShortNotice: true,
      noticeMinutes: 120,
      cancellationDate: new Date(new Date(from).getTime() - 2 * 3600_000),
      cancellationReasonCode: reasonCode,
      reason: 'Unwell',
    })
    .where(eq(shiftRosters.id, id));
  return id;
}

/**
 * A company ready to invoice: the catalogue's self-care and community-access rows, both clients
 * with an NDIS number, the client with a plan for 2026-27 (category 1 budget $10,000).
 */
export async function invoicingCompany(h: Harness) {
  const f = await rosterCompany(h);
  const companyId = f.c.companyId;
  await withCatalogue(h, companyId);
  await h.database.db.update(profiles).set({ ndisNo: '430000001' }).where(eq(profiles.id, f.client.id));
  await h.database.db.update(profiles).set({ ndisNo: '430000002' }).where(eq(profiles.id, f.otherClient.id));
  await addPlan(h, companyId, f.client.id, '2026-07-01', '2027-06-30', [
    { supportCategoryNumber: '1', amountCents: 1_000_000 },
  ]);
  const admin = bearer(f.c.users.Administrator.token);
  return { ...f, companyId, admin };
}

/** Loads the period for the client (or 'All') as the administrator. */
export async function loadInvoice(
  h: Harness,
  headers: Record<string, string>,
  clientId: string,
  period: { fromDate?: string; toDate?: string } = PERIOD,
) {
  return h.app.inject({
    method: 'GET',
    url: invoiceUrl('load_invoice', { ...period, clientId, type: 'No', withTTP: 'No' }),
    headers,
  });
}
