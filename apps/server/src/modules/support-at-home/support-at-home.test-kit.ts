import { eq } from 'drizzle-orm';
import { insertProfile } from '../../../test/fixtures.ts';
import type { Harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { postForm } from '../../../test/uploads.ts';
import { profiles, shiftRosters } from '../../db/schema/index.ts';
import { billed } from '../invoices/invoices.test-kit.ts';
import { rosterCompany } from '../roster/roster.test-kit.ts';
import { ensureSahServicesSeeded } from './sah-services.repo.ts';

export const PROGRAM = (clientId: string) => `/api/SupportAtHome/get_client_program?clientId=${clientId}`;
export const QUARTER = (clientId: string, date: string) =>
  `/api/SupportAtHome/client_quarter?clientId=${clientId}&date=${date}`;
export const SAVE_PROGRAM = '/api/SupportAtHome/save_client_program';
export const ADD_CLASSIFICATION = '/api/SupportAtHome/add_classification';
export const ADD_RATE = '/api/SupportAtHome/add_contribution_rate';
export const BUDGETS = '/api/SupportAtHome/get_budgets';
export const SAVE_ROW = '/api/SupportAtHome/save_budget_row';
export const SETTINGS = '/api/SupportAtHome/edit_settings';

/** A client of the company, optionally the record of a signed-in Client user. */
export async function clientOf(h: Harness, companyId: string, userId?: string) {
  const client = await insertProfile(h, companyId);
  if (userId) {
    await h.database.db.update(profiles).set({ userId }).where(eq(profiles.id, client.id));
  }
  return { ...client, fullName: `${client.firstName} Test` };
}

export const programBody = (clientId: string, over: Record<string, unknown> = {}) => ({
  clientId,
  fundingProgram: 'SUPPORT_AT_HOME',
  myAgedCareId: 'AC12345678',
  grandfathered: false,
  contributionsPaid: '1,250.00',
  contributionsPaidAsOf: '2026-10-31',
  ...over,
});

async function ok(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (res.statusCode !== 200) {
    throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  }
  return res.json() as Record<string, unknown>;
}

/**
 * A Support at Home client through the API: the program, a classification from `startDate` and a
 * part pensioner's rates (10% / 35%).
 */
export async function sahClient(
  h: Harness,
  token: string,
  clientId: string,
  o: { classification?: string; startDate?: string } = {},
) {
  await ok(await post(h, SAVE_PROGRAM, token, programBody(clientId)), 'save program');
  await ok(
    await post(h, ADD_CLASSIFICATION, token, {
      clientId,
      classification: o.classification ?? '6',
      approvalDate: '2025-10-20',
      startDate: o.startDate ?? '2025-11-01',
    }),
    'add classification',
  );
  await ok(
    await post(h, ADD_RATE, token, {
      clientId,
      effectiveFrom: '2025-11-01',
      pensionStatus: 'PART_PENSIONER',
      independence: '10',
      everydayLiving: '35',
    }),
    'add rate',
  );
}

export { get, post };

export const SERVICES = (date?: string) => `/api/SupportAtHome/get_services${date ? `?date=${date}` : ''}`;
export const IMPORT_SERVICES = '/api/SupportAtHome/import_services';
export const ADD_PRICE = '/api/SupportAtHome/add_service_price';
export const SERVICE_CSV_HEADER = 'Category,Service type code,Service type,Service code,Service,Unit';

/** The id of the company's service named `name` (the list seeded). */
export async function serviceIdOf(h: Harness, token: string, name: string): Promise<string> {
  const view = (await get(h, SERVICES(), token)).json() as {
    services: { serviceId: string; name: string }[];
  };
  const found = view.services.find((s) => s.name === name);
  if (!found) {
    throw new Error(`no service ${name}`);
  }
  return found.serviceId;
}

export const SAH_PREFLIGHT = (fromDate: string, toDate: string) =>
  `/api/SupportAtHome/claims/preflight?fromDate=${fromDate}&toDate=${toDate}`;
export const SAH_CREATE_CLAIM = '/api/SupportAtHome/claims/create_batch';
export const SAH_CLAIMS = '/api/SupportAtHome/claims/batches';
export const SAH_IMPORT_STATEMENT = '/api/SupportAtHome/claims/import_statement';

/**
 * A company with a Support at Home client (classification 4, a part pensioner at 10% / 35%, My
 * Aged Care ID AC12345678) and published prices from 1 Nov 2025: personal care $84.00 an hour,
 * domestic assistance $72.00 an hour, meals $15.00 a meal.
 */
export async function sahBillingCompany(h: Harness) {
  const f = await rosterCompany(h);
  const admin = f.c.users.CompanyAdmin.token;
  await sahClient(h, admin, f.client.id, { classification: '4' });
  await ensureSahServicesSeeded(h.database.db, f.c.companyId, h.clock.now());
  const services: Record<string, string> = {};
  for (const [name, amount] of [
    ['Personal care', '84.00'],
    ['Domestic assistance', '72.00'],
    ['Meals', '15.00'],
  ] as const) {
    services[name] = await serviceIdOf(h, admin, name);
    await ok(
      await post(h, ADD_PRICE, admin, {
        serviceId: services[name],
        kind: 'PRICE',
        amount,
        effectiveFrom: '2025-11-01',
        source: 'Published price list',
      }),
      'add price',
    );
  }
  return { ...f, companyId: f.c.companyId, admin, services };
}

/** A shift of the client naming the service, worked from `from` to `to` (instants) and approved. */
export async function deliveredService(
  h: Harness,
  f: { companyId: string; staff: { id: string } },
  clientId: string,
  serviceId: string,
  from: string,
  to: string,
) {
  const w = await billed(h, f.companyId, f.staff.id, clientId, from, to);
  await h.database.db
    .update(shiftRosters)
    .set({ sahServiceId: serviceId })
    .where(eq(shiftRosters.id, w.shiftRosterId));
  return w;
}

/** POSTs a payment statement (CSV text) as a file. */
export const importStatement = (h: Harness, token: string, csv: string, filename = 'statement.csv') =>
  postForm(h, SAH_IMPORT_STATEMENT, token, {}, { file: { bytes: Buffer.from(csv, 'utf8'), filename } });
