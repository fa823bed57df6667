import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { countRows } from '../../../test/uploads.ts';
import { sahServicePrices, sahServices } from '../../db/schema/index.ts';
import { seedSahRowsOfAllCompanies } from './sah-rows-job.ts';
import {
  ADD_PRICE,
  get,
  IMPORT_SERVICES,
  post,
  SERVICE_CSV_HEADER,
  SERVICES,
  serviceIdOf,
} from './support-at-home.test-kit.ts';

type Service = {
  serviceId: string | null;
  name: string;
  serviceCode: string | null;
  priceCents: number | null;
  capCents: number | null;
};
const byName = (services: Service[], name: string) => services.find((s) => s.name === name) as Service;

async function seeded() {
  const h = await harness();
  const c = await createCompany(h);
  await seedSahRowsOfAllCompanies(h.database, h.clock.now(), [c.companyId]);
  return { h, c, token: c.users.CompanyAdmin.token };
}

const price = (serviceId: string, over: Record<string, unknown> = {}) => ({
  serviceId,
  kind: 'PRICE',
  amount: '98.50',
  effectiveFrom: '2026-07-01',
  source: 'Published price list July 2026',
  ...over,
});

describe('GET /api/SupportAtHome/get_services', () => {
  it('shows the shipped service types before seeding (reads never seed), then the company’s own list', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = (await get(h, SERVICES(), c.users.Administrator.token)).json();
    expect(before.seeded).toBe(false);
    expect(before.services).toHaveLength(15);
    expect(before.services[0].serviceId).toBeNull();
    expect(await countRows(h, sahServices, c.companyId)).toBe(0);
    await seedSahRowsOfAllCompanies(h.database, h.clock.now(), [c.companyId]);
    const after = (await get(h, SERVICES(), c.users.Administrator.token)).json();
    expect(after.seeded).toBe(true);
    expect(after.services).toHaveLength(15);
    expect(byName(after.services, 'Meals')).toMatchObject({
      category: 'EVERYDAY_LIVING',
      unit: 'MEAL',
      priceCents: null,
    });
  });

  it('is for the office only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      expect((await get(h, SERVICES(), c.users[role].token)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/SupportAtHome/add_service_price', () => {
  it('adds dated prices; the one in force on a date is shown; logged', async () => {
    const { h, c, token } = await seeded();
    const id = await serviceIdOf(h, token, 'Personal care');
    const res = await post(h, ADD_PRICE, token, price(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'The published price was added.' });
    await post(
      h,
      ADD_PRICE,
      token,
      price(id, { amount: '92.00', effectiveFrom: '2025-11-01', effectiveTo: '2026-06-30' }),
    );
    expect(
      byName((await get(h, SERVICES('2026-06-30'), token)).json().services, 'Personal care').priceCents,
    ).toBe(9_200);
    expect(
      byName((await get(h, SERVICES('2026-07-01'), token)).json().services, 'Personal care').priceCents,
    ).toBe(9_850);
    expect(
      await activitiesOf(
        h,
        c.users.CompanyAdmin.id,
        'Added the Support at Home published price of Personal care: $98.50 from 2026-07-01 (Published price list July 2026)',
      ),
    ).toHaveLength(1);
  });

  it('a price above a cap in force is refused, naming the cap; a cap below a price too; nothing saved', async () => {
    const { h, c, token } = await seeded();
    const id = await serviceIdOf(h, token, 'Personal care');
    const capRes = await post(
      h,
      ADD_PRICE,
      token,
      price(id, { kind: 'CAP', amount: '95.00', source: 'Cap determination 2026' }),
    );
    expect(capRes.json().message).toBe('The price cap was added.');
    const over = await post(h, ADD_PRICE, token, price(id, { effectiveFrom: '2026-10-01' }));
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({
      amount:
        'The price $98.50 per hour is above the price cap of $95.00 in force from 2026-07-01 (Cap determination 2026)',
    });
    expect(
      (await post(h, ADD_PRICE, token, price(id, { amount: '95.00', effectiveFrom: '2026-10-01' })))
        .statusCode,
    ).toBe(200);
    const lower = await post(
      h,
      ADD_PRICE,
      token,
      price(id, { kind: 'CAP', amount: '90', effectiveFrom: '2026-11-01', source: 'Cap 2' }),
    );
    expect(lower.json().errors.amount).toBe(
      'The price $95.00 per hour is above the price cap of $90.00 in force from 2026-11-01 (Cap 2): change the price first',
    );
    expect(await countRows(h, sahServicePrices, c.companyId)).toBe(2);
    const shown = byName((await get(h, SERVICES('2026-10-01'), token)).json().services, 'Personal care');
    expect(shown).toMatchObject({ priceCents: 9_500, capCents: 9_500 });
  });

  it('each validation message; a second row of a kind on the same day', async () => {
    const { h, token } = await seeded();
    expect((await post(h, ADD_PRICE, token, {})).json().errors).toEqual({
      serviceId: 'Choose the service',
      kind: 'Choose a published price or a price cap',
      amount: 'Enter the price per unit',
      effectiveFrom: 'Effective from is required',
      source: 'Say where the price is published',
    });
    const id = await serviceIdOf(h, token, 'Meals');
    expect((await post(h, ADD_PRICE, token, price(id, { effectiveTo: '2026-06-01' }))).json().errors).toEqual(
      {
        effectiveTo: 'The last day must be on or after the first',
      },
    );
    expect((await post(h, ADD_PRICE, token, price(id, { amount: '12.345' }))).json().errors).toEqual({
      amount: 'Enter at most 2 decimal places',
    });
    await post(h, ADD_PRICE, token, price(id));
    expect((await post(h, ADD_PRICE, token, price(id, { amount: '20' }))).json().errors).toEqual({
      effectiveFrom: 'A row of this kind already starts on that date for this service',
    });
  });

  it('an Administrator may not price (403); another company’s service is 404', async () => {
    const { h, c, token } = await seeded();
    const other = await seeded();
    const id = await serviceIdOf(h, token, 'Meals');
    expect((await post(h, ADD_PRICE, c.users.Administrator.token, price(id))).statusCode).toBe(403);
    const theirs = await serviceIdOf(other.h, other.token, 'Meals');
    expect((await post(h, ADD_PRICE, token, price(theirs))).statusCode).toBe(404);
  });
});

describe('POST /api/SupportAtHome/import_services', () => {
  it('adds new services and fills codes by service type and name; again: unchanged; logged', async () => {
    const { h, c, token } = await seeded();
    const csv = `${SERVICE_CSV_HEADER}\nIndependence,SERT-0006,Personal care,SERV-0031,Personal care,hour\nIndependence,SERT-0006,Personal care,SERV-0032,Showering assistance,hour\n`;
    const res = await post(h, IMPORT_SERVICES, token, { csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      added: 1,
      updated: 1,
      unchanged: 0,
      message: 'The service list was imported: 1 added, 1 updated, 0 unchanged.',
    });
    const services = (await get(h, SERVICES(), token)).json().services as Service[];
    expect(services).toHaveLength(16);
    expect(byName(services, 'Personal care').serviceCode).toBe('SERV-0031');
    expect((await post(h, IMPORT_SERVICES, token, { csv })).json()).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(
      await activitiesOf(
        h,
        c.users.CompanyAdmin.id,
        'Imported the Support at Home service list: 1 added, 1 updated, 0 unchanged',
      ),
    ).toHaveLength(1);
  });

  it('a bad row imports nothing, naming the row; an empty body; Administrator 403', async () => {
    const { h, c, token } = await seeded();
    const bad = await post(h, IMPORT_SERVICES, token, {
      csv: `${SERVICE_CSV_HEADER}\nIndependence,,Transport,SERV-0040,Trips,trip\nNope,,Transport,SERV-41,Bus,trip\n`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Nothing was imported. Row 3, category: Category is Clinical supports, Independence or Everyday living (and 1 more)',
    );
    expect(await countRows(h, sahServices, c.companyId)).toBe(15);
    expect((await post(h, IMPORT_SERVICES, token, { csv: ' ' })).json().errors).toEqual({
      csv: 'Paste or choose the service list CSV',
    });
    expect(
      (await post(h, IMPORT_SERVICES, c.users.Administrator.token, { csv: SERVICE_CSV_HEADER })).statusCode,
    ).toBe(403);
  });
});
