import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { createCompany } from '../../../test/harness.ts';
import { profiles, staffs } from '../../db/schema/index.ts';
import { connectCompany, get, post, type XeroHarness, xeroHarness } from './accounting.test-kit.ts';

let x: XeroHarness;
beforeAll(async () => {
  x = await xeroHarness();
});
afterAll(async () => {
  await x.app.close();
  await x.fake.close();
});

const tenant = () => {
  const t = [...x.fake.books.tenants.values()][0];
  if (!t) {
    throw new Error('no tenant');
  }
  return t;
};

/** A connected company with one staff member whose name is also a payroll employee's, and two new employees. */
async function setup() {
  const c = await createCompany(x.h);
  await connectCompany(x, c.users.CompanyAdmin.token);
  const tag = randomUUID().slice(0, 6);
  const known = await insertStaff(x.h, c.companyId, { firstName: `Known${tag}` });
  const add = (first: string, email?: string) => {
    const id = randomUUID();
    tenant().employees.push({
      EmployeeID: id,
      FirstName: first,
      LastName: 'Test',
      ...(email ? { Email: email } : {}),
      Status: 'ACTIVE',
    });
    return id;
  };
  const matchedId = add(`Known${tag}`, `elsewhere-${tag}@test.example`);
  const newA = add(`Ava${tag}`, `ava-${tag}@test.example`);
  const newB = add(`Ben${tag}`, `ben-${tag}@test.example`);
  const noEmail = add(`Cal${tag}`);
  return { c, known, matchedId, newA, newB, noEmail, tag };
}

describe('Import From Xero', () => {
  it('previews staff as added, matched by name or skipped, then imports and links them', async () => {
    const s = await setup();
    const admin = s.c.users.Administrator.token;
    const preview = await get(x, 'Staffs/xero_import_preview', admin);
    expect(preview.statusCode).toBe(200);
    const rows = preview.json().rows as { externalId: string; outcome: string; localId: string | null }[];
    const of = (id: string) => rows.find((r) => r.externalId === id);
    expect(of(s.matchedId)).toMatchObject({ outcome: 'Match', localId: s.known.id });
    expect(of(s.newA)?.outcome).toBe('Add');
    expect(of(s.noEmail)?.outcome).toBe('Skip');

    const done = await post(x, 'Staffs/xero_import', admin, {
      externalIds: [s.matchedId, s.newA, s.noEmail],
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ added: 1, matched: 1, skipped: [{ name: `Cal${s.tag} Test` }] });
    const mine = await x.h.database.db.select().from(staffs).where(eq(staffs.companyId, s.c.companyId));
    expect(mine.find((r) => r.id === s.known.id)?.employeeId).toBe(s.matchedId);
    const ava = mine.find((r) => r.firstName === `Ava${s.tag}`);
    expect(ava).toMatchObject({ employeeId: s.newA, email: `ava-${s.tag}@test.example` });
    expect(ava?.xerolink).toContain(s.newA);
    expect(mine.some((r) => r.firstName === `Ben${s.tag}`)).toBe(false);

    // Importing again adds no one twice: the linked are skipped.
    const again = (await get(x, 'Staffs/xero_import_preview', admin)).json().rows as typeof rows;
    expect(again.find((r) => r.externalId === s.newA)?.outcome).toBe('Skip');
  });

  it('imports clients from contacts, and invoices then post to that contact', async () => {
    const c = await createCompany(x.h);
    await connectCompany(x, c.users.CompanyAdmin.token);
    const tag = randomUUID().slice(0, 6);
    const contactId = randomUUID();
    tenant().contacts.push({
      ContactID: contactId,
      Name: `Dee${tag} Test`,
      FirstName: `Dee${tag}`,
      LastName: 'Test',
      EmailAddress: `dee-${tag}@test.example`,
      ContactStatus: 'ACTIVE',
    });
    const admin = c.users.Administrator.token;
    const rows = (await get(x, 'Profiles/xero_import_preview', admin)).json().rows as {
      externalId: string;
      outcome: string;
    }[];
    expect(rows.find((r) => r.externalId === contactId)?.outcome).toBe('Add');
    expect((await post(x, 'Profiles/xero_import', admin, { externalIds: [contactId] })).json().added).toBe(1);
    const [made] = await x.h.database.db.select().from(profiles).where(eq(profiles.companyId, c.companyId));
    expect(made).toMatchObject({ clientId: contactId, firstName: `Dee${tag}` });
  });

  it('refuses staff and the auditor, bad input, and touches no other company', async () => {
    const s = await setup();
    expect((await get(x, 'Staffs/xero_import_preview', s.c.users.Staff.token)).statusCode).toBe(403);
    expect((await post(x, 'Administrators/xero_import', s.c.users.Administrator.token)).statusCode).toBe(403);
    expect(
      (await post(x, 'Staffs/xero_import', s.c.users.Administrator.token, { externalIds: 'all' })).statusCode,
    ).toBe(400);
    // Another company (connected to the same books) links its own record only.
    const other = await createCompany(x.h);
    await connectCompany(x, other.users.CompanyAdmin.token);
    await post(x, 'Staffs/xero_import', other.users.Administrator.token, { externalIds: [s.matchedId] });
    const [known] = await x.h.database.db.select().from(staffs).where(eq(staffs.id, s.known.id));
    expect(known?.employeeId).toBeNull();
  });

  it('says how to connect when the company has no connection', async () => {
    const c = await createCompany(x.h);
    const res = await get(x, 'Profiles/xero_import_preview', c.users.Administrator.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Setup → Integrations/);
  });

  it('refuses clearly once the organisation has used its calls of the day', async () => {
    const small = await xeroHarness({ perDay: 1 });
    try {
      const c = await createCompany(small.h);
      await connectCompany(small, c.users.CompanyAdmin.token);
      expect((await get(small, 'Staffs/xero_import_preview', c.users.Administrator.token)).statusCode).toBe(
        200,
      );
      const res = await get(small, 'Staffs/xero_import_preview', c.users.Administrator.token);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/5,000 calls a day .* Nothing was changed; try again in 24 hours/);
    } finally {
      await small.app.close();
      await small.fake.close();
    }
  });
});
