import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile, uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { countRows, postForm } from '../../../test/uploads.ts';
import { mailOutbox, profiles, users } from '../../db/schema/index.ts';

const url = '/api/Profiles/add_client';

/** The quick-add dialog's fields. */
const quickAdd = () => {
  const firstName = uniqueName('Grace').replace('-', '');
  return {
    firstName,
    surName: 'Hopper',
    email: `${firstName.toLowerCase()}@test.example`,
    phoneNumber: '(02) 9876 5432',
    ndisNo: '431 234 567',
    agreementStartDate: '2026-07-01',
    agreementEndDate: '2027-06-30',
  };
};

const postJson = (h: Harness, token: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url, headers: bearer(token), payload });

const profilesOf = (h: Harness, companyId: string) => countRows(h, profiles, companyId);

describe('POST /api/Profiles/add_client', () => {
  it('creates a client from JSON with CL- numbering and digits-only NDIS and phone, without a sign-in', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const input = quickAdd();
    const res = await postJson(h, admin.token, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', profileId: expect.any(String) });
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, res.json().profileId));
    expect(row).toMatchObject({
      companyId: c.companyId,
      firstName: input.firstName,
      email: input.email,
      phoneNumber: '0298765432',
      ndisNo: '431234567',
      agreementStartDate: '2026-07-01',
      agreementEndDate: '2027-06-30',
      contactId: 'CL-0001',
      userId: null,
      isActive: true,
      userCreated: admin.id,
    });
    // Clients get no sign-in and no mail from this form.
    expect(await h.database.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    expect(await countRows(h, mailOutbox, c.companyId)).toBe(0);
    expect(await activitiesOf(h, admin.id, `Added client ${input.firstName} Hopper`)).toHaveLength(1);
  });

  it('creates a client from a multipart form too, numbering after the existing ones', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const first = await postJson(h, c.users.CompanyAdmin.token, quickAdd());
    expect(first.statusCode).toBe(200);
    const res = await postForm(h, url, c.users.CompanyAdmin.token, {
      ...quickAdd(),
      middleName: '',
      address: '',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, res.json().profileId));
    expect(row).toMatchObject({ contactId: 'CL-0002', middleName: null, address: null });
  });

  it('creates clients with no e-mail (their representative signs), and still refuses a bad one', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const { email: _e, ...noEmail } = quickAdd();
    const first = await postJson(h, token, noEmail);
    expect(first.statusCode, first.body).toBe(200);
    // A second without one too (the form sends the empty field): no e-mail is no clash.
    const second = await postForm(h, url, token, { ...quickAdd(), email: '' });
    expect(second.statusCode, second.body).toBe(200);
    const rows = await h.database.db.select().from(profiles).where(eq(profiles.companyId, c.companyId));
    expect(rows.map((r) => r.email)).toEqual([null, null]);
    const bad = await postJson(h, token, { ...quickAdd(), email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Enter a valid email address' });
  });

  it('refuses missing NDIS number and agreement dates with 400 per field and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await profilesOf(h, c.companyId);
    const { ndisNo: _n, agreementStartDate: _s, ...rest } = quickAdd();
    const res = await postJson(h, c.users.CompanyAdmin.token, { ...rest, agreementEndDate: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'Error',
      errors: {
        ndisNo: 'Required Field',
        agreementStartDate: 'Required Field',
        agreementEndDate: 'Required Field',
      },
    });
    expect(await profilesOf(h, c.companyId)).toBe(before);
  });

  it.each(['43123456', '4312345678', '43123456X'])(
    'refuses the NDIS number %s (9 digits rule)',
    async (ndisNo) => {
      const h = await harness();
      const c = await createCompany(h);
      const res = await postForm(h, url, c.users.CompanyAdmin.token, { ...quickAdd(), ndisNo });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ ndisNo: 'An NDIS number has 9 digits' });
      expect(await profilesOf(h, c.companyId)).toBe(0);
    },
  );

  it('refuses an agreement that ends before it starts, and an impossible date', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const backwards = await postJson(h, c.users.CompanyAdmin.token, {
      ...quickAdd(),
      agreementStartDate: '2027-01-01',
      agreementEndDate: '2026-12-31',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ agreementEndDate: 'The agreement must end after it starts' });
    const impossible = await postJson(h, c.users.CompanyAdmin.token, {
      ...quickAdd(),
      agreementStartDate: '2026-02-30',
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors).toEqual({ agreementStartDate: 'Enter a valid date' });
    expect(await profilesOf(h, c.companyId)).toBe(0);
  });

  it('refuses the e-mail of an existing client or sign-in with 400 and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const existing = await insertProfile(h, c.companyId);
    const before = await profilesOf(h, c.companyId);
    for (const email of [`${existing.firstName.toUpperCase()}@test.example`, c.users.Auditor.email]) {
      const res = await postJson(h, c.users.CompanyAdmin.token, { ...quickAdd(), email });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ email: 'A person with this email already exists.' });
    }
    expect(await profilesOf(h, c.companyId)).toBe(before);
  });

  it.each(['Staff', 'Auditor', 'Client', 'CareManager'] as const)('refuses %s with 403', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postJson(h, c.users[role].token, quickAdd());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect(await profilesOf(h, c.companyId)).toBe(0);
  });

  it('lets Staff holding "Add Client" add a client', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Add Client'] });
    const res = await postJson(h, c.users.Staff.token, quickAdd());
    expect(res.statusCode).toBe(200);
    expect(await profilesOf(h, c.companyId)).toBe(1);
  });

  it('refuses a body or query that names another company with 403 and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    expect((await postJson(h, token, { ...quickAdd(), companyId: other.companyId })).statusCode).toBe(403);
    expect((await postForm(h, `${url}?CompanyId=${other.companyId}`, token, quickAdd())).statusCode).toBe(
      403,
    );
    expect(await profilesOf(h, c.companyId)).toBe(0);
    expect(await profilesOf(h, other.companyId)).toBe(0);
  });
});
