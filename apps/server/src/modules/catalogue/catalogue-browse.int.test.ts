import { describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { postForm } from '../../../test/uploads.ts';
import { catalogueSubset, nationalCatalogue } from './catalogue.test-kit.ts';

const ITEMS = ['01_011_0107_1_1', '01_013_0107_1_1', '04_104_0125_6_1', '04_105_0125_6_1', '01_003_0107_1_1'];
const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

async function setup() {
  const h = await harness();
  const c = await createCompany(h);
  const token = c.users.Administrator.token;
  await postForm(
    h,
    '/api/SupportCatalogue/import',
    token,
    {},
    { file: { bytes: catalogueSubset(ITEMS), filename: 'NDIS Support Catalogue 2025-26 v1.1.csv' } },
  );
  h.clock.advance(60_000);
  await postForm(
    h,
    '/api/SupportCatalogue/import',
    token,
    { name: 'Price guide 2026-27' },
    {
      file: { bytes: nationalCatalogue(['04_104_0125_6_1']), filename: 'next.csv' },
    },
  );
  return { h, c, token };
}

describe('GET /api/SupportCatalogue/items', () => {
  // Issue 40 item 12: '01_201_0115_1_1' holds '01_011' but does not start with it.
  it('lists for an item number only the items whose number starts with it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.Administrator.token;
    const items = ['01_011_0107_1_1', '01_013_0107_1_1', '01_201_0115_1_1'];
    await postForm(
      h,
      '/api/SupportCatalogue/import',
      token,
      {},
      { file: { bytes: catalogueSubset(items), filename: 'NDIS Support Catalogue 2025-26 v1.1.csv' } },
    );
    const numbers = async (search: string) =>
      (await get(h, `/api/SupportCatalogue/items?search=${search}`, token))
        .json()
        .items.map((i: { itemNumber: string }) => i.itemNumber);
    expect(await numbers('01_011')).toEqual(['01_011_0107_1_1']);
    expect(await numbers('01_0')).toEqual(['01_011_0107_1_1', '01_013_0107_1_1']);
    // Words still search the name.
    expect(await numbers('saturday')).toEqual(['01_013_0107_1_1']);
  });

  it('pages every dated row by item number, searchable by number or name, filtered by group', async () => {
    const { h, token, c } = await setup();
    const all = (await get(h, '/api/SupportCatalogue/items?pageSize=3', token)).json();
    expect(all.total).toBe(6);
    expect(all.items.map((i: { itemNumber: string }) => i.itemNumber)).toEqual([
      '01_003_0107_1_1',
      '01_011_0107_1_1',
      '01_013_0107_1_1',
    ]);
    const page2 = (await get(h, '/api/SupportCatalogue/items?pageSize=3&page=2', token)).json();
    expect(
      page2.items.map((i: { itemNumber: string; startDate: string }) => `${i.itemNumber} ${i.startDate}`),
    ).toEqual(['04_104_0125_6_1 2026-07-01', '04_104_0125_6_1 2025-07-01', '04_105_0125_6_1 2025-07-01']);
    const byName = (await get(h, '/api/SupportCatalogue/items?search=live-in', token)).json();
    expect(byName.items).toEqual([
      expect.objectContaining({
        itemNumber: '01_003_0107_1_1',
        quote: true,
        unit: 'H',
        prices: expect.objectContaining({ nsw: null }),
      }),
    ]);
    const group = (
      await get(h, '/api/SupportCatalogue/items?registrationGroup=0125', c.users.Staff.token)
    ).json();
    expect(group.total).toBe(3);
    const [saturday] = (await get(h, '/api/SupportCatalogue/items?search=01_013', token)).json().items;
    expect(saturday).toMatchObject({
      itemName: 'Assistance With Self-Care Activities - Standard - Saturday',
      registrationGroupNumber: '0107',
      registrationGroupName: 'Daily Personal Activities',
      startDate: '2025-07-01',
      endDate: null,
      prices: { act: 98.83, nsw: 98.83, wa: 98.83, national: null, remote: 138.36, veryRemote: 148.25 },
    });
  });

  it('gives the row of each item in force on a date, the latest imported winning', async () => {
    const { h, token } = await setup();
    const before = (
      await get(h, '/api/SupportCatalogue/items?inForceOn=2026-06-30&search=04_104', token)
    ).json();
    expect(before.items).toEqual([
      expect.objectContaining({ startDate: '2025-07-01', prices: expect.objectContaining({ nsw: 70.23 }) }),
    ]);
    const after = (
      await get(h, '/api/SupportCatalogue/items?inForceOn=2026-07-01&search=04_104', token)
    ).json();
    expect(after.items).toEqual([
      expect.objectContaining({
        startDate: '2026-07-01',
        prices: expect.objectContaining({ national: 73.58, nsw: null }),
      }),
    ]);
    expect((await get(h, '/api/SupportCatalogue/items?inForceOn=2026-07-01', token)).json().total).toBe(5);
    expect((await get(h, '/api/SupportCatalogue/items?inForceOn=2025-06-30', token)).json().total).toBe(0);
    expect((await get(h, '/api/SupportCatalogue/items?inForceOn=1/7/2026', token)).statusCode).toBe(400);
  });

  it('lists registration groups and the imported catalogues; a care manager may not browse', async () => {
    const { h, token, c } = await setup();
    const groups = (await get(h, '/api/SupportCatalogue/registration_groups', token)).json();
    expect(groups).toEqual([
      { number: '0107', name: 'Daily Personal Activities' },
      { number: '0125', name: 'Participation In Community, Social And Civic Activities' },
    ]);
    const catalogues = (await get(h, '/api/SupportCatalogue/catalogues', token)).json();
    expect(catalogues).toEqual([
      expect.objectContaining({
        name: 'Price guide 2026-27',
        layout: 'national',
        itemsAdded: 1,
        itemsUnchanged: 0,
        fileName: 'next.csv',
      }),
      expect.objectContaining({
        name: 'NDIS Support Catalogue 2025-26 v1.1',
        layout: 'states',
        itemsAdded: 5,
        importedBy: expect.stringContaining('Administrator'),
      }),
    ]);
    expect((await get(h, '/api/SupportCatalogue/items', c.users.CareManager.token)).statusCode).toBe(403);
    const elsewhere = await createCompany(h);
    expect(
      (await get(h, '/api/SupportCatalogue/items', elsewhere.users.Administrator.token)).json().total,
    ).toBe(0);
  });
});
