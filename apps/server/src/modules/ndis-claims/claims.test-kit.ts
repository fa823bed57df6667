import type { InvoiceLineExplanation } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, type Harness } from '../../../test/harness.ts';
import { postForm } from '../../../test/uploads.ts';
import { clientPlans, companies, invoiceLines, profiles, supportItems } from '../../db/schema/index.ts';
import { catalogueSubset } from '../catalogue/catalogue.test-kit.ts';

export const WEEKDAY = '01_011_0107_1_1';
export const SATURDAY = '01_013_0107_1_1';
export const REGISTRATION = '4050012345';
export const ABN = '12345678901';
/** 3 Nov 2026 (a Tuesday, AEDT +11): the contract's example line. */
export const NOVEMBER = { fromDate: '2026-11-01', toDate: '2026-11-30' };
const H = 36_000_000_000;

export const url = (path: string, query: Record<string, string | undefined> = {}) =>
  `/api/Claims/${path}?${new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString()}`;

export const getAs = (h: Harness, path: string, token: string) =>
  h.app.inject({ method: 'GET', url: path, headers: bearer(token) });

/** POST /Claims/create_batch as made raw (the body as given). */
export const createBatchRaw = (h: Harness, token: string, body: object) =>
  h.app.inject({ method: 'POST', url: '/api/Claims/create_batch', headers: bearer(token), payload: body });

/**
 * POST /Claims/create_batch as the office makes it: the pre-flight's count and total shown, then
 * confirmed (issue 25 item 4); a body that already says what was confirmed is sent as it is.
 */
export async function createBatch(h: Harness, token: string, body: Record<string, unknown>) {
  if ('confirmedCount' in body) {
    return createBatchRaw(h, token, body);
  }
  const scope = Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const preflight = await h.app.inject({
    method: 'GET',
    url: url('preflight', scope),
    headers: bearer(token),
  });
  const shown = preflight.statusCode === 200 ? preflight.json() : { passingCount: 0, passingCents: 0 };
  return createBatchRaw(h, token, {
    ...body,
    confirmedCount: shown.passingCount,
    confirmedTotalCents: shown.passingCents,
  });
}

export const importResult = (
  h: Harness,
  token: string,
  batchId: string,
  csv: string,
  filename = 'result.csv',
) =>
  postForm(
    h,
    `/api/Claims/import_result/${batchId}`,
    token,
    {},
    { file: { bytes: Buffer.from(csv), filename } },
  );

export interface ClaimsFixture {
  c: CompanyFixture;
  admin: string;
  /** NSW, NDIS number 431234567, an NDIA-managed plan for 2026-27. */
  client: { id: string; firstName: string };
  items: Record<string, string>;
}

/** A company registered with the NDIS (number and ABN), the 2025-26 rows imported, one claimable client. */
export async function claimsCompany(h: Harness): Promise<ClaimsFixture> {
  const c = await createCompany(h);
  await h.database.db
    .update(companies)
    .set({ ndisRegistrationNumber: REGISTRATION, abn: ABN })
    .where(eq(companies.id, c.companyId));
  const admin = c.users.Administrator.token;
  const res = await postForm(
    h,
    '/api/SupportCatalogue/import',
    admin,
    {},
    {
      file: { bytes: catalogueSubset([WEEKDAY, SATURDAY]), filename: 'catalogue.csv' },
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  const rows = await h.database.db
    .select({ id: supportItems.id, itemNumber: supportItems.itemNumber })
    .from(supportItems)
    .where(eq(supportItems.companyId, c.companyId));
  const items = Object.fromEntries(rows.map((r) => [r.itemNumber, r.id]));
  const client = await claimableClient(h, c.companyId, '431234567', 'Alice');
  return { c, admin, client, items };
}

/** A client in NSW with an NDIS number and an NDIA-managed plan covering 2026-27. */
export async function claimableClient(
  h: Harness,
  companyId: string,
  ndisNo: string | null,
  firstName?: string,
) {
  const client = await insertProfile(
    h,
    companyId,
    firstName ? { firstName: `${firstName}${ndisNo ?? ''}` } : {},
  );
  await h.database.db.update(profiles).set({ ndisNo, state: 'NSW' }).where(eq(profiles.id, client.id));
  await addPlanRow(h, companyId, client.id, 'NDIA Managed');
  return client;
}

export async function addPlanRow(
  h: Harness,
  companyId: string,
  profileId: string,
  management: string,
  dates = { startDate: '2026-07-01', endDate: '2027-06-30' },
) {
  await h.database.db.insert(clientPlans).values({
    companyId,
    profileId,
    ...dates,
    management,
    planManager: management === 'Plan Managed' ? 'Leap in! Plan Management' : null,
  });
}

let sourceCounter = 0;

/**
 * A Saved invoice line, stored directly: by default the contract's example, Tue 3 Nov 2026
 * 09:00-12:30 (AEDT) on the weekday daytime item at $70.23, 3.5 h, INV-000001 line 1.
 */
export async function savedLine(
  h: Harness,
  f: ClaimsFixture,
  o: Partial<typeof invoiceLines.$inferInsert> & { groupSize?: number } = {},
): Promise<string> {
  const { groupSize = 1, ...over } = o;
  const itemNumber = over.itemNumber === undefined ? WEEKDAY : over.itemNumber;
  const dateFrom = over.dateFrom ?? new Date('2026-11-03T09:00:00+11:00');
  const dateTo = over.dateTo ?? new Date('2026-11-03T12:30:00+11:00');
  const ticks = ((dateTo.getTime() - dateFrom.getTime()) / 3_600_000) * H;
  sourceCounter += 1;
  const [row] = await h.database.db
    .insert(invoiceLines)
    .values({
      companyId: f.c.companyId,
      profileId: f.client.id,
      status: 'Saved',
      periodFrom: NOVEMBER.fromDate,
      periodTo: NOVEMBER.toDate,
      sourceKey: `test:${sourceCounter}`,
      supportItemId: itemNumber ? (f.items[itemNumber] ?? null) : null,
      itemNumber,
      itemName: itemNumber ? 'Assistance With Self-Care Activities' : null,
      supportCategoryNumber: itemNumber ? '1' : null,
      unit: 'H',
      description: 'Personal care',
      date: '2026-11-03',
      dateFrom,
      dateTo,
      durationTicks: ticks,
      agreedDurationTicks: ticks,
      billedDurationTicks: ticks,
      unitPriceCents: 7023,
      amountCents: Math.round((7023 * ticks) / H),
      quantity: ticks / H,
      shiftCode: 'M',
      shiftPeriod: 'Morning',
      day: 'Tuesday',
      explanation: explanation(groupSize),
      invoiceNumber: 'INV-000001',
      lineNumber: 1,
      savedAt: dateFrom,
      ...over,
    })
    .returning({ id: invoiceLines.id });
  return row?.id as string;
}

/** The snapshot a saved line carries; the pre-flight reads only pricing.groupSize. */
function explanation(groupSize: number): InvoiceLineExplanation {
  return {
    shift: {
      shiftRosterId: null,
      dateFrom: '2026-11-02T22:00:00.000Z',
      dateTo: '2026-11-03T01:30:00.000Z',
      clients: ['Alice'],
      groupSize,
      isNightShift: false,
      isExceptionalShift: false,
    },
    worker: null,
    attendance: null,
    splits: [],
    pricing: { groupSize, unitPriceCents: 7023 },
  } as unknown as InvoiceLineExplanation;
}

/** A line's claim state as stored. */
export async function claimStateOf(h: Harness, companyId: string, id: string) {
  const [row] = await h.database.db
    .select({
      claimStatus: invoiceLines.claimStatus,
      claimBatchId: invoiceLines.claimBatchId,
      claimMessage: invoiceLines.claimMessage,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.id, id)));
  return row;
}
