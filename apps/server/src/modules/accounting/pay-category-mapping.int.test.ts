import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/harness.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { connectCompany, get, post, type XeroHarness, xeroHarness } from './accounting.test-kit.ts';

let x: XeroHarness;
beforeAll(async () => {
  x = await xeroHarness();
});
afterAll(async () => {
  await x.app.close();
  await x.fake.close();
});

const ITEMS = 'Integrations/pay_items';
const MAPPING = 'Integrations/get_pay_category_mapping';
const SAVE = 'Integrations/save_pay_category_mapping';

async function connected() {
  const c = await createCompany(x.h);
  const owner = c.users.CompanyAdmin.token;
  await connectCompany(x, owner);
  const items = (await get(x, ITEMS, owner)).json() as { id: string; name: string; earningsType: string }[];
  const id = (name: string) => items.find((i) => i.name === name)?.id ?? '';
  return { c, owner, items, id };
}

describe('GET /api/Integrations/pay_items (issue 38 item 5)', () => {
  it('lists the organisation’s earnings rates and allowance types, read from Xero', async () => {
    const { items } = await connected();
    expect(items.find((i) => i.name === 'Overtime 150%')).toMatchObject({
      earningsType: 'OVERTIMEEARNINGS',
      rateType: 'MULTIPLE',
    });
    expect(items.some((i) => i.earningsType === 'ALLOWANCE')).toBe(true);
  });

  it('is the company administrator’s; a company not connected is told to connect', async () => {
    const { c } = await connected();
    expect((await get(x, ITEMS, c.users.Administrator.token)).statusCode).toBe(403);
    const other = await createCompany(x.h);
    const res = await get(x, ITEMS, other.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/No accounting connection is set up/);
  });
});

describe('the pay line category mapping', () => {
  it('every category is missing at first; a saved mapping is read back, logged, and the rest stay missing', async () => {
    const { c, owner, id } = await connected();
    const first = (await get(x, MAPPING, c.users.Administrator.token)).json();
    expect(first.rows).toHaveLength(17);
    expect(first.missing).toHaveLength(17);

    const res = await post(x, SAVE, owner, {
      mappings: {
        ordinary: id('Ordinary Hours'),
        'overtime-150': id('Overtime 150%'),
        'sleepover-allowance': id('Sleepover allowance'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Pay item mapping saved');
    const after = (await get(x, MAPPING, owner)).json();
    expect(after.rows[0]).toMatchObject({
      category: 'ordinary',
      payItemName: 'Ordinary Hours',
      kind: 'earnings',
    });
    expect(after.missing).toHaveLength(14);
    expect(after.missingLabels).toContain('Saturday');

    // Unmapping one and changing another; the log says what changed.
    await post(x, SAVE, owner, { mappings: { ordinary: '', 'overtime-150': id('Overtime 200%') } });
    const logs = (
      await x.h.database.db.select().from(activityLogs).where(eq(activityLogs.companyId, c.companyId))
    ).map((l) => l.activity);
    expect(logs).toContain(
      'Mapped pay line categories to Xero pay items: Ordinary hours: "Ordinary Hours"; Overtime at 150%: "Overtime 150%"; Sleepover allowance: "Sleepover allowance"',
    );
    expect(logs).toContain(
      'Mapped pay line categories to Xero pay items: Ordinary hours: no pay item (was "Ordinary Hours"); Overtime at 150%: "Overtime 200%" (was "Overtime 150%")',
    );
    const last = (await get(x, MAPPING, owner)).json();
    expect(last.missing).toContain('ordinary');
  });

  it('refuses an allowance for hours, an earnings rate for an allowance, an unknown pay item or category: nothing saved', async () => {
    const { owner, id } = await connected();
    const wrong = await post(x, SAVE, owner, {
      mappings: { ordinary: id('Ordinary Hours'), saturday: id('Sleepover allowance') },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'Saturday is paid in hours: choose a Xero earnings rate, not an allowance',
    );
    expect((await get(x, MAPPING, owner)).json().missing).toHaveLength(17);
    const km = await post(x, SAVE, owner, { mappings: { 'km-allowance': id('Ordinary Hours') } });
    expect(km.json().message).toMatch(/^Vehicle allowance is an allowance/);
    const fixed = await post(x, SAVE, owner, {
      mappings: { 'km-allowance': id('Laundry allowance (fixed)') },
    });
    expect(fixed.json().message).toMatch(/not a fixed amount/);
    const gone = await post(x, SAVE, owner, { mappings: { sunday: 'not-a-pay-item' } });
    expect([gone.statusCode, gone.json().message]).toEqual([
      400,
      'The pay item chosen for Sunday is not in Xero any more: choose another',
    ]);
    expect((await post(x, SAVE, owner, { mappings: { tips: id('Ordinary Hours') } })).statusCode).toBe(400);
  });

  it('wrong role; another company neither sees nor changes this company’s mapping', async () => {
    const { c, owner, id } = await connected();
    await post(x, SAVE, owner, { mappings: { ordinary: id('Ordinary Hours') } });
    expect(
      (await post(x, SAVE, c.users.Administrator.token, { mappings: { ordinary: '' } })).statusCode,
    ).toBe(403);
    expect((await get(x, MAPPING, c.users.Staff.token)).statusCode).toBe(403);
    const other = await createCompany(x.h);
    expect((await get(x, MAPPING, other.users.CompanyAdmin.token)).json().missing).toHaveLength(17);
    // Not connected: its save of a pay item cannot be checked against Xero, so nothing is saved.
    expect(
      (await post(x, SAVE, other.users.CompanyAdmin.token, { mappings: { ordinary: id('Ordinary Hours') } }))
        .statusCode,
    ).toBe(409);
    expect((await get(x, MAPPING, owner)).json().missing).toHaveLength(16);
  });
});
