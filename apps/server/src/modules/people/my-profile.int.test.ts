import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertOwner, linkUser } from '../../../test/documents.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { administrators, profiles, staffs } from '../../db/schema/index.ts';

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Each own-record call: its base, the kind of record, the fixture user who owns one, and its id field. */
const KINDS = [
  ['/api/Administrators', 'Admin', 'Administrator', 'administratorId'],
  ['/api/Staffs', 'Staff', 'Staff', 'staffId'],
  ['/api/Profiles', 'Client', 'Client', 'profileId'],
] as const;

const TABLE_OF = { Admin: administrators, Staff: staffs, Client: profiles } as const;

describe('GET .../my_profile: the signed-in user’s own record', () => {
  it.each(KINDS)('%s/my_profile returns the record linked to the user', async (base, kind, role, idField) => {
    const h = await harness();
    const c = await createCompany(h);
    const own = await insertOwner(h, c.companyId, kind);
    await insertOwner(h, c.companyId, kind);
    await linkUser(h, own, c.users[role].id);
    const res = await get(h, `${base}/my_profile`, c.users[role].token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      [idField]: own.id,
      companyId: c.companyId,
      fullName: own.fullName,
      email: own.email,
    });
  });

  it.each(KINDS)('%s/my_profile answers 404 to a user with no such record', async (base, kind, role) => {
    const h = await harness();
    const c = await createCompany(h);
    const someoneElses = await insertOwner(h, c.companyId, kind);
    await linkUser(h, someoneElses, c.users.CompanyAdmin.id);
    const res = await get(h, `${base}/my_profile`, c.users[role].token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect(res.body).not.toContain(someoneElses.fullName);
  });

  it.each(KINDS)(
    '%s/my_profile never returns another company’s record, even one pointing at the user',
    async (base, kind, role) => {
      const h = await harness();
      const a = await createCompany(h);
      const b = await createCompany(h);
      const theirs = await insertOwner(h, b.companyId, kind);
      const table = TABLE_OF[kind];
      await h.database.db.update(table).set({ userId: a.users[role].id }).where(eq(table.id, theirs.id));
      const res = await get(h, `${base}/my_profile`, a.users[role].token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(theirs.fullName);
      const named = await get(h, `${base}/my_profile?companyId=${b.companyId}`, a.users[role].token);
      expect(named.statusCode).toBe(403);
      expect(named.json().message).toBe(MESSAGES.forbidden);
    },
  );
});
