import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, uniqueName } from '../../../test/fixtures.ts';
import { createCompany, type FixtureRole, harness } from '../../../test/harness.ts';
import { linkTokenFor, mailsTo } from '../../../test/mailbox.ts';
import { addProvider, get, post } from '../../../test/referrals.ts';
import { countRows } from '../../../test/uploads.ts';
import { serviceProviders, users } from '../../db/schema/index.ts';

const ADD = '/api/ClientReferrals/add_serviceprovider';
const edit = (id: string) => `/api/ClientReferrals/edit_service_provider/${id}`;
const one = (id: string) => `/api/ClientReferrals/get_service_provider/${id}`;
const FILL = 'Marked Fields must be filled';

const providerBody = () => {
  const name = uniqueName('Coord').replace('-', '');
  return {
    referralCompany: 'Bright Plans',
    name,
    lastName: 'Lee',
    email: `${name.toLowerCase()}@bright.example`,
    phone: '0400 123 456',
    address: '9 Plan Street',
  };
};

describe('POST /api/ClientReferrals/add_serviceprovider', () => {
  it('adds the provider with a ServiceProvider sign-in and mails them an invitation', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const body = providerBody();
    const res = await post(h, `${ADD}?userId=${admin.id}`, admin.token, { ...body, companyId: c.companyId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      // No mail server in the tests: the reply says where the invitation is.
      message: `${body.name} was added. No mail server is set up, so the invitation is in the Mailbox (People › Mailbox) to pass on.`,
      serviceProvidersId: expect.any(String),
    });

    const [user] = await h.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({
      companyId: c.companyId,
      role: 'ServiceProvider',
      firstName: body.name,
      isActive: true,
    });
    const provider = (await get(h, one(res.json().serviceProvidersId), admin.token)).json();
    expect(provider).toMatchObject({
      ...body,
      phone: '0400123456',
      userId: user?.id,
      companyId: c.companyId,
      fullName: `${body.name} Lee`,
    });
    expect(await linkTokenFor(h, body.email, 'set-password')).toMatch(/\w+/);
    expect(
      await activitiesOf(h, admin.id, `Added service provider ${body.name} (Bright Plans)`),
    ).toHaveLength(1);
    const list = (await get(h, '/api/ClientReferrals/get_service_providers', admin.token)).json();
    expect(list.map((p: { email: string }) => p.email)).toEqual([body.email]);
  });

  it.each([['referralCompany'], ['name'], ['email'], ['phone']])(
    'refuses a provider without %s (Marked Fields must be filled) and stores nothing',
    async (field) => {
      const h = await harness();
      const c = await createCompany(h);
      const body = { ...providerBody(), [field]: '' };
      const res = await post(h, ADD, c.users.CompanyAdmin.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: FILL });
      expect(await countRows(h, serviceProviders, c.companyId)).toBe(0);
      expect(await h.database.db.select().from(users).where(eq(users.firstName, body.name))).toEqual([]);
    },
  );

  it('takes a provider without last name or address', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const { lastName: _l, address: _a, ...body } = providerBody();
    const res = await post(h, ADD, c.users.CompanyAdmin.token, body);
    expect(res.statusCode).toBe(200);
    const provider = (await get(h, one(res.json().serviceProvidersId), c.users.CompanyAdmin.token)).json();
    expect(provider).toMatchObject({ lastName: null, address: null, fullName: body.name });
  });

  it('refuses an e-mail already used by a provider or by another sign-in, storing nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const existing = await addProvider(h, c);
    const token = c.users.CompanyAdmin.token;
    const duplicate = await post(h, ADD, token, { ...providerBody(), email: existing.email.toUpperCase() });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ email: 'A service provider with this email already exists.' });
    const staffEmail = await post(h, ADD, token, { ...providerBody(), email: c.users.Staff.email });
    expect(staffEmail.statusCode).toBe(400);
    expect(staffEmail.json().errors).toEqual({ email: 'A person with this email already exists.' });
    expect(await countRows(h, serviceProviders, c.companyId)).toBe(1);
    expect(await mailsTo(h, c.users.Staff.email)).toEqual([]);
  });

  it('refuses a body that names another company with 403, adding no provider and no sign-in', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const body = providerBody();
    const res = await post(h, ADD, c.users.CompanyAdmin.token, { ...body, companyId: other.companyId });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect(await countRows(h, serviceProviders, c.companyId)).toBe(0);
    expect(await countRows(h, serviceProviders, other.companyId)).toBe(0);
    expect(await h.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    expect(await mailsTo(h, body.email)).toEqual([]);
  });
});

describe('service provider edit and read', () => {
  it('edits a provider; the change is read back', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const p = await addProvider(h, c);
    const admin = c.users.CompanyAdmin;
    const changed = {
      ...p.body,
      referralCompany: 'New Org',
      phone: '0411 000 999',
      address: null,
      companyId: c.companyId,
    };
    const res = await post(h, `${edit(p.id)}?userId=${admin.id}`, admin.token, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: `${p.name} was updated.` });
    expect((await get(h, one(p.id), admin.token)).json()).toMatchObject({
      serviceProvidersId: p.id,
      referralCompany: 'New Org',
      phone: '0411000999',
      address: null,
      email: p.email,
    });
    expect(await activitiesOf(h, admin.id, `Edited service provider ${p.name}`)).toHaveLength(1);
  });

  it('refuses bad input, another provider’s e-mail and another company’s companyId, changing nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const p = await addProvider(h, c);
    const q = await addProvider(h, c);
    const token = c.users.CompanyAdmin.token;
    const before = (await get(h, one(p.id), token)).json();

    const empty = await post(h, edit(p.id), token, { ...p.body, name: ' ', phone: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: FILL, phone: FILL });
    const taken = await post(h, edit(p.id), token, { ...p.body, email: q.email });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ email: 'A service provider with this email already exists.' });
    const foreign = await post(h, edit(p.id), token, { ...p.body, companyId: other.companyId });
    expect(foreign.statusCode).toBe(403);
    expect((await get(h, one(p.id), token)).json()).toEqual(before);
  });

  it('refuses a malformed provider id with 400 naming it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const read = await get(h, one('not-a-uuid'), token);
    expect(read.statusCode).toBe(400);
    expect(read.json()).toMatchObject({
      message: 'Id: The id must be a UUID',
      errors: { id: 'The id must be a UUID' },
    });
  });

  it('answers 404 for another company’s provider on read and edit', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await addProvider(h, other);
    const token = c.users.CompanyAdmin.token;
    const read = await get(h, one(theirs.id), token);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(MESSAGES.notFound);
    expect((await post(h, edit(theirs.id), token, { ...theirs.body, name: 'Taken' })).statusCode).toBe(404);
    expect((await get(h, one(theirs.id), other.users.CompanyAdmin.token)).json().name).toBe(theirs.name);
  });

  it.each<FixtureRole>(['Staff', 'Client', 'Auditor'])(
    'refuses %s (403) on every provider route',
    async (role) => {
      const h = await harness();
      const c = await createCompany(h);
      const p = await addProvider(h, c);
      const token = c.users[role].token;
      const body = providerBody();
      for (const res of [
        await post(h, ADD, token, body),
        await post(h, edit(p.id), token, { ...p.body, name: 'Changed' }),
        await get(h, one(p.id), token),
        await get(h, '/api/ClientReferrals/get_service_providers', token),
      ]) {
        expect(res.statusCode, res.raw.req.url).toBe(403);
        expect(res.json().message).toBe(MESSAGES.forbidden);
      }
      expect(await countRows(h, serviceProviders, c.companyId)).toBe(1);
      expect((await get(h, one(p.id), c.users.CompanyAdmin.token)).json().name).toBe(p.name);
    },
  );
});
