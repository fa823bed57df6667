import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile } from '../../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { countRows, postForm } from '../../../test/uploads.ts';
import { profiles, supportSchedules } from '../../db/schema/index.ts';
import { catalogueSubset } from './catalogue.test-kit.ts';

const WEEKDAY = '01_011_0107_1_1';
const SATURDAY = '01_013_0107_1_1';
const SUNDAY = '01_014_0107_1_1';
const HOLIDAY = '01_012_0107_1_1';
const COMMUNITY = '04_104_0125_6_1';
const QUOTABLE = '01_003_0107_1_1';

interface Setup {
  h: Harness;
  c: CompanyFixture;
  /** A client in VIC, whose sign-in is the company's Client user. */
  own: string;
  /** Another client of the company. */
  other: string;
}

async function setup(): Promise<Setup> {
  const h = await harness();
  const c = await createCompany(h);
  const csv = catalogueSubset([WEEKDAY, SATURDAY, SUNDAY, HOLIDAY, COMMUNITY, QUOTABLE]);
  const res = await postForm(
    h,
    '/api/SupportCatalogue/import',
    c.users.Administrator.token,
    {},
    {
      file: { bytes: csv, filename: 'catalogue.csv' },
    },
  );
  expect(res.statusCode).toBe(200);
  const own = await insertProfile(h, c.companyId);
  await h.database.db
    .update(profiles)
    .set({ userId: c.users.Client.id, state: 'VIC' })
    .where(eq(profiles.id, own.id));
  const other = await insertProfile(h, c.companyId);
  // The staff member supports the first client only (a shift with them).
  await supportedBy(h, c.companyId, c.users.Staff.id, own.id);
  return { h, c, own: own.id, other: other.id };
}

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (h: Harness, url: string, token: string, payload?: object) =>
  h.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function lookup(s: Setup, token: string, clientId: string, search = '') {
  return get(
    s.h,
    `/api/Invoice/get_ndia_dpa_items?clientId=${clientId}&search=${encodeURIComponent(search)}`,
    token,
  );
}

async function itemId(s: Setup, itemNumber: string, clientId = s.own): Promise<string> {
  const res = await lookup(s, s.c.users.Administrator.token, clientId, itemNumber);
  return res.json()[0].ndiA_DPAId;
}

describe('GET /api/Invoice/get_ndia_dpa_items', () => {
  it("gives the priced items in force today, by number or name, at the client's rate", async () => {
    const s = await setup();
    const byNumber = await lookup(s, s.c.users.Staff.token, s.own, '0107');
    expect(byNumber.statusCode).toBe(200);
    const numbers = byNumber.json().map((i: { itemNumber: string }) => i.itemNumber);
    // The quotable live-in carer item has no price: it is not offered.
    expect(numbers).toEqual([HOLIDAY, WEEKDAY, SATURDAY, SUNDAY].sort());
    const [community] = (await lookup(s, s.c.users.Client.token, s.own, 'access community')).json();
    expect(community).toMatchObject({
      itemNumber: COMMUNITY,
      remote: 70.23,
      priceColumn: 'VIC',
      unit: 'H',
      allowedDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    });
    expect(community.itemName).toMatch(/Weekday Daytime/);
  });

  it('prices a remote or very remote client from those columns, a client without a state from NSW', async () => {
    const s = await setup();
    await s.h.database.db.update(profiles).set({ remoteness: 'Very Remote' }).where(eq(profiles.id, s.other));
    const [veryRemote] = (await lookup(s, s.c.users.Administrator.token, s.other, SATURDAY)).json();
    expect(veryRemote).toMatchObject({ remote: 148.25, priceColumn: 'Very Remote' });
    await s.h.database.db
      .update(profiles)
      .set({ remoteness: null, state: null })
      .where(eq(profiles.id, s.other));
    const [nsw] = (await lookup(s, s.c.users.Administrator.token, s.other, SATURDAY)).json();
    expect(nsw).toMatchObject({ remote: 98.83, priceColumn: 'NSW' });
  });

  it("answers 404 for another company's client and for a client reaching another client's record", async () => {
    const s = await setup();
    const elsewhere = await createCompany(s.h);
    expect((await lookup(s, elsewhere.users.Administrator.token, s.own)).statusCode).toBe(404);
    expect((await lookup(s, s.c.users.Client.token, s.other)).statusCode).toBe(404);
    expect(
      (await get(s.h, '/api/Invoice/get_ndia_dpa_items?clientId=nope', s.c.users.Staff.token)).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/Invoice/add_schedule_of_support', () => {
  const ADD = '/api/Invoice/add_schedule_of_support';

  it('adds a line priced from the catalogue, ignoring the cost and number the browser sends', async () => {
    const s = await setup();
    const admin = s.c.users.Administrator;
    const res = await post(s.h, ADD, admin.token, {
      profileId: s.own,
      ndiA_DPAId: await itemId(s, SATURDAY),
      quantity: '3.5',
      frequency: 'Saturday',
      cost: 1,
      itemNumber: '99_999',
      supportType: 'Something else',
      companyID: s.c.companyId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Schedule created.' });
    const list = await get(s.h, `/api/Invoice/get_client_support_schedules?clientId=${s.own}`, admin.token);
    expect(list.json()).toEqual([
      expect.objectContaining({
        scheduleId: res.json().scheduleId,
        profileId: s.own,
        itemNumber: SATURDAY,
        supportType: 'Assistance With Self-Care Activities - Standard - Saturday',
        cost: 98.83,
        quantity: 3.5,
        frequency: 'Saturday',
        companyID: s.c.companyId,
      }),
    ]);
    const [row] = await s.h.database.db
      .select()
      .from(supportSchedules)
      .where(eq(supportSchedules.profileId, s.own));
    expect(row?.costCents).toBe(9883);
    expect(
      await activitiesOf(
        s.h,
        admin.id,
        `Added support schedule ${SATURDAY} for ${(await s.h.database.db.select().from(profiles).where(eq(profiles.id, s.own)))[0]?.firstName} Test`,
      ),
    ).toHaveLength(1);
  });

  it('takes the item in force by its number, and days spelt either way, stored in week order', async () => {
    const s = await setup();
    const res = await post(s.h, ADD, s.c.users.Client.token, {
      profileId: s.own,
      itemNumber: WEEKDAY,
      quantity: 2,
      frequency: ['Friday', 'Wednesday', 'Monday'],
    });
    expect(res.statusCode).toBe(200);
    const [row] = await s.h.database.db
      .select()
      .from(supportSchedules)
      .where(eq(supportSchedules.profileId, s.own));
    expect(row).toMatchObject({
      frequency: 'Monday,Wednesday,Friday',
      costCents: 7023,
      itemNumber: WEEKDAY,
    });
  });

  it("refuses a missing quantity or day with 'Incomplete Request', and days the item's name does not allow", async () => {
    const s = await setup();
    const token = s.c.users.Staff.token;
    const saturday = await itemId(s, SATURDAY);
    const noQuantity = await post(s.h, ADD, token, {
      profileId: s.own,
      ndiA_DPAId: saturday,
      quantity: '',
      frequency: 'Saturday',
    });
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json().errors).toEqual({ quantity: 'Incomplete Request' });
    const noDays = await post(s.h, ADD, token, {
      profileId: s.own,
      ndiA_DPAId: saturday,
      quantity: 2,
      frequency: '',
    });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().errors).toEqual({ frequency: 'Incomplete Request' });
    const sunday = await post(s.h, ADD, token, {
      profileId: s.own,
      ndiA_DPAId: saturday,
      quantity: 2,
      frequency: 'Saturday,Sunday',
    });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json()).toMatchObject({
      message:
        'Assistance With Self-Care Activities - Standard - Saturday can only be scheduled on Saturday.',
      errors: { frequency: 'Not allowed for this item: Sunday' },
    });
    const weekend = await post(s.h, ADD, token, {
      profileId: s.own,
      itemNumber: WEEKDAY,
      quantity: 2,
      frequency: 'Sunday',
    });
    expect(weekend.json().message).toMatch(/can only be scheduled on Monday to Friday/);
    const tooLong = await post(s.h, ADD, token, {
      profileId: s.own,
      itemNumber: WEEKDAY,
      quantity: 25,
      frequency: 'Monday',
    });
    expect(tooLong.json().errors).toEqual({ quantity: 'At most 24 hours a day' });
    const noItem = await post(s.h, ADD, token, { profileId: s.own, quantity: 2, frequency: 'Monday' });
    expect(noItem.json().errors).toEqual({ ndiA_DPAId: 'Choose a funded item' });
    const quotable = await post(s.h, ADD, token, {
      profileId: s.own,
      itemNumber: QUOTABLE,
      quantity: 2,
      frequency: 'Monday',
    });
    expect(quotable.json().errors.ndiA_DPAId).toMatch(/has no VIC price/);
    expect(await countRows(s.h, supportSchedules, s.c.companyId)).toBe(0);
  });

  it('is refused to an auditor and a care manager (403), and 404 for a client not theirs', async () => {
    const s = await setup();
    const body = { profileId: s.own, itemNumber: WEEKDAY, quantity: 2, frequency: 'Monday' };
    expect((await post(s.h, ADD, s.c.users.Auditor.token, body)).statusCode).toBe(403);
    expect((await post(s.h, ADD, s.c.users.CareManager.token, body)).statusCode).toBe(403);
    expect((await post(s.h, ADD, s.c.users.Client.token, { ...body, profileId: s.other })).statusCode).toBe(
      404,
    );
    const elsewhere = await createCompany(s.h);
    expect((await post(s.h, ADD, elsewhere.users.Administrator.token, body)).statusCode).toBe(404);
    // An item of another company's catalogue is not found either.
    const theirs = await itemId(s, WEEKDAY);
    const theirClient = await insertProfile(s.h, elsewhere.companyId);
    const res = await post(s.h, ADD, elsewhere.users.Administrator.token, {
      ...body,
      profileId: theirClient.id,
      itemNumber: undefined,
      ndiA_DPAId: theirs,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ ndiA_DPAId: 'This item is not in the catalogue.' });
    expect(await countRows(s.h, supportSchedules, s.c.companyId)).toBe(0);
  });
});

describe('schedule lists and delete', () => {
  async function withLines(s: Setup) {
    const add = (profileId: string, itemNumber: string, frequency: string) =>
      post(s.h, '/api/Invoice/add_schedule_of_support', s.c.users.Administrator.token, {
        profileId,
        itemNumber,
        quantity: 2,
        frequency,
      });
    const a = (await add(s.own, WEEKDAY, 'Monday,Tuesday')).json().scheduleId as string;
    const b = (await add(s.other, SUNDAY, 'Sunday')).json().scheduleId as string;
    return { a, b };
  }

  it('lists one client, and every client the reader may see', async () => {
    const s = await setup();
    const { a, b } = await withLines(s);
    const auditorList = await get(
      s.h,
      `/api/Invoice/get_client_support_schedules?clientId=${s.own}`,
      s.c.users.Auditor.token,
    );
    // An auditor sees only clients approved for auditing.
    expect(auditorList.statusCode).toBe(404);
    await s.h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, s.own));
    const approved = await get(
      s.h,
      `/api/Invoice/get_client_support_schedules?clientId=${s.own}`,
      s.c.users.Auditor.token,
    );
    expect(approved.json().map((r: { scheduleId: string }) => r.scheduleId)).toEqual([a]);
    const all = await get(s.h, '/api/Invoice/get_all_support_schedules', s.c.users.Administrator.token);
    expect(
      all
        .json()
        .map((r: { scheduleId: string }) => r.scheduleId)
        .sort(),
    ).toEqual([a, b].sort());
    expect(all.json().find((r: { scheduleId: string }) => r.scheduleId === b)).toMatchObject({
      cost: 127.43,
      clientName: expect.stringMatching(/Test$/),
    });
    const mine = await get(s.h, '/api/Invoice/get_all_support_schedules', s.c.users.Client.token);
    expect(mine.json().map((r: { scheduleId: string }) => r.scheduleId)).toEqual([a]);
    const supported = await get(s.h, '/api/Invoice/get_all_support_schedules', s.c.users.Staff.token);
    expect(supported.json().map((r: { scheduleId: string }) => r.scheduleId)).toEqual([a]);
    const other = await get(
      s.h,
      `/api/Invoice/get_client_support_schedules?clientId=${s.other}`,
      s.c.users.Client.token,
    );
    expect(other.statusCode).toBe(404);
    const elsewhere = await createCompany(s.h);
    expect(
      (
        await get(
          s.h,
          `/api/Invoice/get_client_support_schedules?clientId=${s.own}`,
          elsewhere.users.Administrator.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(s.h, '/api/Invoice/get_all_support_schedules', elsewhere.users.Administrator.token)).json(),
    ).toEqual([]);
  });

  it('deletes a line; 403 for an auditor, 404 for a line not theirs', async () => {
    const s = await setup();
    const { a, b } = await withLines(s);
    expect((await post(s.h, `/api/Invoice/delete_schedule/${a}`, s.c.users.Auditor.token)).statusCode).toBe(
      403,
    );
    expect((await post(s.h, `/api/Invoice/delete_schedule/${b}`, s.c.users.Client.token)).statusCode).toBe(
      404,
    );
    const elsewhere = await createCompany(s.h);
    expect(
      (await post(s.h, `/api/Invoice/delete_schedule/${a}`, elsewhere.users.Administrator.token)).statusCode,
    ).toBe(404);
    expect(
      (await post(s.h, '/api/Invoice/delete_schedule/not-an-id', s.c.users.Client.token)).statusCode,
    ).toBe(400);
    const res = await post(s.h, `/api/Invoice/delete_schedule/${a}`, s.c.users.Client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'Schedule deleted.' });
    expect(await countRows(s.h, supportSchedules, s.c.companyId)).toBe(1);
    expect((await post(s.h, `/api/Invoice/delete_schedule/${a}`, s.c.users.Staff.token)).statusCode).toBe(
      404,
    );
  });
});
