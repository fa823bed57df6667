import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { createCompany } from '../../../test/harness.ts';
import { profiles, staffs } from '../../db/schema/index.ts';
import { connectCompany, post, type XeroHarness, xeroHarness } from './accounting.test-kit.ts';
import { UNLINKED_MESSAGE } from './unlink-record.ts';

let x: XeroHarness;
beforeAll(async () => {
  x = await xeroHarness();
});
afterAll(async () => {
  await x.app.close();
  await x.fake.close();
});

const tenant = () => [...x.fake.books.tenants.values()][0];

/** A name payroll accepts (letters only), unique in the shared fake. */
const lettersName = () =>
  `Ann${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

/** What payroll needs of a staff member (spec 1 §2.5). */
const COMPLETE = {
  phoneNumber: '0400 000 000',
  gender: 'Female',
  dateOfBirth: '1990-02-03',
  address: '12 Long Street',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  employmentType: 'Casual',
  dateJoined: '2026-01-05',
  bankName: 'Westpac',
  accountName: 'A Test',
  bsb: '032000',
  accountNumber: '123456',
};

async function connected() {
  const c = await createCompany(x.h);
  await connectCompany(x, c.users.CompanyAdmin.token);
  return c;
}

describe('POST /api/{Staffs|Profiles}/update_to_xero/:id', () => {
  it('creates the payroll employee, stores employeeId and xerolink, and updates it the second time', async () => {
    const c = await connected();
    const staff = await insertStaff(x.h, c.companyId, { firstName: lettersName() });
    await x.h.database.db.update(staffs).set(COMPLETE).where(eq(staffs.id, staff.id));
    const admin = c.users.Administrator.token;
    const res = await post(x, `Staffs/update_to_xero/${staff.id}`, admin);
    expect(res.statusCode).toBe(200);
    const [row] = await x.h.database.db.select().from(staffs).where(eq(staffs.id, staff.id));
    expect(row?.employeeId).toBe(res.json().externalId);
    expect(row?.xerolink).toContain(row?.employeeId ?? 'none');
    const count = () => tenant()?.employees.filter((e) => e.FirstName === staff.firstName).length;
    expect(count()).toBe(1);

    await x.h.database.db
      .update(staffs)
      .set({ address: '1234 The Very Long Road Name Of Somewhere' })
      .where(eq(staffs.id, staff.id));
    const again = await post(x, `Staffs/update_to_xero/${staff.id}`, admin);
    expect(again.json()).toMatchObject({ status: 'Warning', externalId: row?.employeeId });
    expect(again.json().warning).toMatch(/38 characters/);
    expect(count()).toBe(1);
    const home = tenant()?.employees.find((e) => e.FirstName === staff.firstName)?.HomeAddress;
    expect((home as { AddressLine1?: string } | undefined)?.AddressLine1).toBe(
      '1234 The Very Long Road Name Of Somewhere',
    );
  });

  it('refuses an incomplete staff record at each field and sends nothing', async () => {
    const c = await connected();
    const staff = await insertStaff(x.h, c.companyId);
    await x.h.database.db
      .update(staffs)
      .set({ ...COMPLETE, address: 'x'.repeat(51), surName: 'Test ', bsb: null })
      .where(eq(staffs.id, staff.id));
    const before = x.fake.ledger.length;
    const res = await post(x, `Staffs/update_to_xero/${staff.id}`, c.users.Administrator.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      address: 'The address may be at most 50 characters',
      surName: 'The surname has a space at its start or end',
      bsb: 'Enter the 6-digit BSB',
    });
    expect(x.fake.ledger.length).toBe(before);
    const [row] = await x.h.database.db.select().from(staffs).where(eq(staffs.id, staff.id));
    expect(row?.employeeId).toBeNull();
  });

  it('creates the client’s contact and links it (clientId, xerolink)', async () => {
    const c = await connected();
    const client = await insertProfile(x.h, c.companyId);
    const res = await post(x, `Profiles/update_to_xero/${client.id}`, c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    const [row] = await x.h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    expect(row?.clientId).toBe(res.json().externalId);
    expect(tenant()?.contacts.some((k) => k.ContactID === row?.clientId)).toBe(true);
  });

  // Issue 37 item 2: a name another contact has was refused ("already assigned to another contact").
  it('sends a client whose name another Xero contact has under a distinguishing name (their NDIS number)', async () => {
    const c = await connected();
    const client = await insertProfile(x.h, c.companyId);
    await x.h.database.db.update(profiles).set({ ndisNo: '430123456' }).where(eq(profiles.id, client.id));
    const name = `${client.firstName} Test`;
    tenant()?.contacts.push({ ContactID: randomUUID(), Name: name, ContactStatus: 'ACTIVE' });
    const res = await post(x, `Profiles/update_to_xero/${client.id}`, c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    const made = tenant()?.contacts.find((k) => k.ContactID === res.json().externalId);
    expect(made).toMatchObject({ Name: `${name} (NDIS 430123456)`, ContactNumber: client.id });
    // Sent again (an update), it keeps that name rather than failing.
    expect(
      (await post(x, `Profiles/update_to_xero/${client.id}`, c.users.Administrator.token)).statusCode,
    ).toBe(200);
    expect(tenant()?.contacts.filter((k) => k.ContactNumber === client.id)).toHaveLength(1);
  });

  // Issue 37 item 6: a link to a record this organisation does not have could not be cleared.
  it('unlinks a record linked to what Xero does not know; Update Record to Xero then links it afresh', async () => {
    const c = await connected();
    const admin = c.users.Administrator.token;
    const client = await insertProfile(x.h, c.companyId);
    await x.h.database.db
      .update(profiles)
      .set({ clientId: 'XC-70000', xerolink: 'https://go.xero.com/Contacts/View/XC-70000' })
      .where(eq(profiles.id, client.id));
    const stale = await post(x, `Profiles/update_to_xero/${client.id}`, admin);
    expect(stale.statusCode).toBe(400);

    const res = await post(x, `Profiles/unlink_xero/${client.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(UNLINKED_MESSAGE);
    const [row] = await x.h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    expect(row).toMatchObject({ clientId: null, xerolink: null });
    const relinked = await post(x, `Profiles/update_to_xero/${client.id}`, admin);
    expect(relinked.statusCode).toBe(200);
    expect(tenant()?.contacts.some((k) => k.ContactID === relinked.json().externalId)).toBe(true);

    const staff = await insertStaff(x.h, c.companyId);
    await x.h.database.db.update(staffs).set({ employeeId: 'EMP-1000' }).where(eq(staffs.id, staff.id));
    expect((await post(x, `Staffs/unlink_xero/${staff.id}`, admin)).statusCode).toBe(200);
    const [worker] = await x.h.database.db.select().from(staffs).where(eq(staffs.id, staff.id));
    expect(worker?.employeeId).toBeNull();
  });

  it('lets only those who may update the record unlink it, in their own company', async () => {
    const c = await connected();
    const client = await insertProfile(x.h, c.companyId);
    await x.h.database.db.update(profiles).set({ clientId: 'XC-1' }).where(eq(profiles.id, client.id));
    expect((await post(x, `Profiles/unlink_xero/${client.id}`, c.users.Staff.token)).statusCode).toBe(403);
    expect((await post(x, 'Profiles/unlink_xero/nope', c.users.Administrator.token)).statusCode).toBe(400);
    const other = await createCompany(x.h);
    expect(
      (await post(x, `Profiles/unlink_xero/${client.id}`, other.users.Administrator.token)).statusCode,
    ).toBe(404);
    const [row] = await x.h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    expect(row?.clientId).toBe('XC-1');
  });

  it('refuses staff, a bad id and another company’s record', async () => {
    const c = await connected();
    const staff = await insertStaff(x.h, c.companyId);
    expect((await post(x, `Staffs/update_to_xero/${staff.id}`, c.users.Staff.token)).statusCode).toBe(403);
    expect((await post(x, 'Staffs/update_to_xero/nope', c.users.Administrator.token)).statusCode).toBe(400);
    const other = await connected();
    expect(
      (await post(x, `Staffs/update_to_xero/${staff.id}`, other.users.Administrator.token)).statusCode,
    ).toBe(404);
  });
});
