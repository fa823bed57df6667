import { CLAIMS, MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { postForm } from '../../../test/uploads.ts';
import { userClaims } from '../../db/schema/index.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });
const grant = (h: Harness, token: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/Account/add_claims_to_user', headers: bearer(token), payload });

const heldBy = async (h: Harness, userId: string) =>
  (
    await h.database.db
      .select({ claim: userClaims.claim })
      .from(userClaims)
      .where(eq(userClaims.userId, userId))
  )
    .map((r) => r.claim)
    .sort();

describe('GET /api/Account/get_user_claims', () => {
  it('lists every claim with isSelected marking the ones the user holds', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff', 'Add Client'] });
    const res = await get(
      h,
      `/api/Account/get_user_claims?userId=${c.users.Staff.id}`,
      c.users.Administrator.token,
    );
    expect(res.statusCode).toBe(200);
    const { userClaims: body } = res.json();
    expect(body).toMatchObject({ userId: c.users.Staff.id, email: c.users.Staff.email, role: 'Staff' });
    expect(body.claims).toEqual(
      CLAIMS.map((claimType) => ({
        claimType,
        isSelected: ['Edit Staff', 'Add Client'].includes(claimType),
      })),
    );
  });

  it('does not find another company’s user (404) and refuses Staff (403)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await get(
      h,
      `/api/Account/get_user_claims?userId=${other.users.Staff.id}`,
      c.users.CompanyAdmin.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(other.users.Staff.email);
    const staff = await get(
      h,
      `/api/Account/get_user_claims?userId=${c.users.Staff.id}`,
      c.users.Staff.token,
    );
    expect(staff.statusCode).toBe(403);
    const malformed = await get(h, '/api/Account/get_user_claims?userId=1', c.users.CompanyAdmin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ userId: 'userId must be a UUID' });
  });
});

describe('POST /api/Account/add_claims_to_user', () => {
  it('replaces the user’s claims with the selected ones (strings or {claimType, isSelected})', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff', 'Add Client'] });
    const owner = c.users.CompanyAdmin;
    const staff = c.users.Staff;
    const asStrings = await grant(h, owner.token, {
      userId: staff.id,
      claims: ['Edit Client', 'Add Staff', 'Edit Client'],
    });
    expect(asStrings.statusCode).toBe(200);
    expect(asStrings.json().status).toBe('Success');
    expect(await heldBy(h, staff.id)).toEqual(['Add Staff', 'Edit Client']);

    const asObjects = await grant(h, owner.token, {
      userId: staff.id,
      claims: [
        { claimType: 'Generate Timesheet', isSelected: true },
        { claimType: 'Add Staff', isSelected: false },
        { claimType: 'Mark Attendances' },
      ],
    });
    expect(asObjects.statusCode).toBe(200);
    expect(await heldBy(h, staff.id)).toEqual(['Generate Timesheet', 'Mark Attendances']);
    expect(
      await activitiesOf(
        h,
        owner.id,
        `Set privileges of ${staff.email}: Generate Timesheet, Mark Attendances`,
      ),
    ).toHaveLength(1);

    expect((await grant(h, owner.token, { userId: staff.id, claims: [] })).statusCode).toBe(200);
    expect(await heldBy(h, staff.id)).toEqual([]);
  });

  it('refuses an unknown claim with 400 and keeps the current set', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff'] });
    const res = await grant(h, c.users.CompanyAdmin.token, {
      userId: c.users.Staff.id,
      claims: ['Edit Client', 'Root Access'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ claims: 'Unknown privilege: Root Access' });
    expect(await heldBy(h, c.users.Staff.id)).toEqual(['Edit Staff']);
    const malformed = await grant(h, c.users.CompanyAdmin.token, {
      userId: c.users.Staff.id,
      claims: 'Edit Client',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await heldBy(h, c.users.Staff.id)).toEqual(['Edit Staff']);
  });

  it.each(['Administrator', 'Staff', 'Auditor'] as const)(
    'refuses %s with 403 and keeps the current set',
    async (role) => {
      const h = await harness();
      const c = await createCompany(h, { Staff: ['Edit Staff'] });
      const res = await grant(h, c.users[role].token, { userId: c.users.Staff.id, claims: ['Edit Client'] });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
      expect(await heldBy(h, c.users.Staff.id)).toEqual(['Edit Staff']);
    },
  );

  it('does not find another company’s user (404) and refuses naming another company (403)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h, { Staff: ['Edit Staff'] });
    const theirs = await grant(h, c.users.CompanyAdmin.token, { userId: other.users.Staff.id, claims: [] });
    expect(theirs.statusCode).toBe(404);
    expect(await heldBy(h, other.users.Staff.id)).toEqual(['Edit Staff']);
    const named = await grant(h, c.users.CompanyAdmin.token, {
      userId: c.users.Staff.id,
      claims: ['Edit Client'],
      companyId: other.companyId,
    });
    expect(named.statusCode).toBe(403);
    expect(await heldBy(h, c.users.Staff.id)).toEqual([]);
  });

  it('takes effect at once: the same token gains and loses the right', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const staff = c.users.Staff;
    // A client they support: they read the record, and the claim is what lets them edit it.
    await supportedBy(h, c.companyId, staff.id, client.id);
    const editClient = () =>
      postForm(h, `/api/Profiles/edit/${client.id}`, staff.token, {
        phoneNumber: '0400111222',
        suburb: 'Granted',
      });

    expect((await editClient()).statusCode).toBe(403);
    expect(
      (await grant(h, c.users.CompanyAdmin.token, { userId: staff.id, claims: ['Edit Client'] })).statusCode,
    ).toBe(200);
    expect((await editClient()).statusCode).toBe(200);
    const me = await get(h, '/api/Account/me', staff.token);
    expect(me.json().claims).toEqual([{ value: 'Edit Client' }]);

    expect((await grant(h, c.users.CompanyAdmin.token, { userId: staff.id, claims: [] })).statusCode).toBe(
      200,
    );
    expect((await editClient()).statusCode).toBe(403);
  });

  it('lets a granted "Edit Staff" open the staff list, which was refused before', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = c.users.Staff;
    expect((await get(h, '/api/Staffs', staff.token)).statusCode).toBe(403);
    await grant(h, c.users.CompanyAdmin.token, {
      userId: staff.id,
      claims: [{ claimType: 'Edit Staff', isSelected: true }],
    });
    expect((await get(h, '/api/Staffs', staff.token)).statusCode).toBe(200);
  });
});
