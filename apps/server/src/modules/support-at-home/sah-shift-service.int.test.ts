import { describe, expect, it } from 'vitest';
import { insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { api, dayFromNow, shiftBody as rosterBody } from '../roster/roster.test-kit.ts';
import { seedSahRowsOfAllCompanies } from './sah-rows-job.ts';
import {
  ADD_PRICE,
  clientOf,
  get,
  post,
  QUARTER,
  sahClient,
  serviceIdOf,
} from './support-at-home.test-kit.ts';

const ADD = api('add_multipleclient_shifts');
// The rostering checks (screening, clashes) are not this test's: saved despite them.
const shiftBody = (date: string, o: Parameters<typeof rosterBody>[1]) => ({
  ...rosterBody(date, o),
  overrideReason: 'Checked by the office',
});
const EDIT = (id: string) => api(`edit_shift/${id}`);

/** A company with its service list, a Support at Home client (class 6), an NDIS client and a worker. */
async function setup() {
  const h = await harness();
  const c = await createCompany(h);
  const token = c.users.CompanyAdmin.token;
  await seedSahRowsOfAllCompanies(h.database, h.clock.now(), [c.companyId]);
  const sah = await clientOf(h, c.companyId);
  await sahClient(h, token, sah.id);
  const ndis = await insertProfile(h, c.companyId);
  const staff = await insertStaff(h, c.companyId);
  const personalCare = await serviceIdOf(h, token, 'Personal care');
  return { h, c, token, sah, ndis, staff, personalCare };
}

describe('a Support at Home shift names its service (add_multipleclient_shifts, edit_shift)', () => {
  it('is required for a Support at Home client, refused for others, and must be the company’s', async () => {
    const { h, c, token, sah, ndis, staff, personalCare } = await setup();
    const day = dayFromNow(h, 3);
    const none = await post(h, ADD, token, shiftBody(day, { staffId: staff.id, clientsId: [sah.id] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({
      sahServiceId: 'Choose the Support at Home service this shift delivers',
    });
    const forNdis = await post(
      h,
      ADD,
      token,
      shiftBody(day, { staffId: staff.id, clientsId: [ndis.id], sahServiceId: personalCare }),
    );
    expect(forNdis.json().errors).toEqual({
      sahServiceId: 'A Support at Home service can only be chosen for a Support at Home client',
    });
    const other = await createCompany(h);
    await seedSahRowsOfAllCompanies(h.database, h.clock.now(), [other.companyId]);
    const theirs = await serviceIdOf(h, other.users.CompanyAdmin.token, 'Personal care');
    const foreign = await post(
      h,
      ADD,
      token,
      shiftBody(day, { staffId: staff.id, clientsId: [sah.id], sahServiceId: theirs }),
    );
    expect(foreign.json().errors).toEqual({
      sahServiceId: 'The service is not on the company’s Support at Home service list',
    });
    // An NDIS shift stays as before.
    expect(
      (await post(h, ADD, token, shiftBody(day, { staffId: staff.id, clientsId: [ndis.id] }))).statusCode,
    ).toBe(200);

    const ok = await post(
      h,
      ADD,
      token,
      shiftBody(day, { staffId: staff.id, clientsId: [sah.id], sahServiceId: personalCare }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [id] = ok.json().shiftRosterIds as string[];
    const view = (await get(h, api(id as string), token)).json();
    expect(view).toMatchObject({ sahServiceId: personalCare, sahServiceName: 'Personal care' });

    const edited = await post(
      h,
      EDIT(id as string),
      token,
      shiftBody(day, { staffId: staff.id, clientsId: [sah.id] }),
    );
    expect(edited.json().errors).toEqual({
      sahServiceId: 'Choose the Support at Home service this shift delivers',
    });
    const meals = await serviceIdOf(h, token, 'Meals');
    const changed = await post(
      h,
      EDIT(id as string),
      token,
      shiftBody(day, { staffId: staff.id, clientsId: [sah.id], sahServiceId: meals }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(h, api(id as string), token)).json().sahServiceName).toBe('Meals');
    // Staff may not roster (the roster's own rule).
    expect(
      (
        await post(
          h,
          ADD,
          c.users.Staff.token,
          shiftBody(day, { staffId: staff.id, clientsId: [sah.id], sahServiceId: meals }),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('the quarter’s committed figure', () => {
  it('prices the rostered services ahead at the published price in force, each explained; unpriced ones warned', async () => {
    const { h, token, sah, staff, personalCare } = await setup();
    const day = dayFromNow(h, 3);
    await post(h, ADD_PRICE, token, {
      serviceId: personalCare,
      kind: 'PRICE',
      amount: '100.00',
      effectiveFrom: '2025-11-01',
      source: 'Price list',
    });
    const before = (await get(h, QUARTER(sah.id, day), token)).json();
    await post(
      h,
      ADD,
      token,
      shiftBody(day, { staffId: staff.id, clientsId: [sah.id], sahServiceId: personalCare }),
    );
    const meals = await serviceIdOf(h, token, 'Meals');
    await post(h, ADD, token, {
      ...shiftBody(day, { staffId: staff.id, clientsId: [sah.id], sahServiceId: meals }),
      dateFrom: `${day}T17:00`,
      dateTo: `${day}T17:30`,
    });
    const q = (await get(h, QUARTER(sah.id, day), token)).json();
    expect(q.committedCents).toBe(40_000);
    expect(q.remainingCents).toBe(before.remainingCents - 40_000);
    expect(q.explanation).toContain(
      'Committed: 2 rostered service(s) ahead in the quarter at the published price in force = $400.00',
    );
    expect(q.explanation).toContain(`  ${day} Personal care: 4 h × $100.00 = $400.00`);
    expect(q.explanation).toContain(`  ${day} Meals: no price in force, not counted`);
    expect(q.warnings).toContain(
      '1 rostered service(s) have no published price on their day (Meals): not counted in committed (Setup → Support at Home services)',
    );
  });
});
