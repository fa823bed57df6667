import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertAdministrator, insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { bearer, createCompany, harness } from '../../../test/harness.ts';
import { profiles, staffs } from '../../db/schema/index.ts';
import { READ_CACHE_MS } from '../../http/read-cache.ts';
import { listAdministrators, listPeopleJson, listProfiles, listStaffs } from './people.repo.ts';

/** The list routes send JSON the database writes; it must read exactly as the row path's would. */
describe('people lists as JSON from the database', () => {
  it('equal, byte for byte, to the rows serialised in JavaScript, for every kind and reader scope', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const db = h.database.db;
    await insertAdministrator(h, c.companyId);
    const client = await insertProfile(h, c.companyId);
    await insertProfile(h, c.companyId, { isActive: false });
    const staff = await insertStaff(h, c.companyId);
    // The awkward cells: an instant with microseconds, a blank middle name, a decimal, an accent, quotes.
    await db
      .update(profiles)
      .set({
        middleName: '   ',
        dateModified: new Date('2026-12-31T12:59:59.999Z'),
        surName: 'O’Brien "Bob" Zoë\\',
      })
      .where(eq(profiles.id, client.id));
    await db.execute(
      `update profiles set date_created = '2026-04-04 02:30:00.123456+11' where id = '${client.id}'`,
    );
    await db
      .update(staffs)
      .set({ middleName: 'Ann', userId: c.users.Staff.id })
      .where(eq(staffs.id, staff.id));
    const readers = [
      { uid: c.users.CompanyAdmin.id, role: 'CompanyAdmin', companyId: c.companyId, claims: [] },
      { uid: c.users.Staff.id, role: 'Staff', companyId: c.companyId, claims: [] },
      { uid: c.users.Auditor.id, role: 'Auditor', companyId: c.companyId, claims: [] },
    ] as const;
    for (const reader of readers) {
      for (const isActive of [undefined, true, false]) {
        const f = { companyId: c.companyId, reader, isActive };
        expect(await listPeopleJson(db, 'client', f)).toBe(JSON.stringify(await listProfiles(db, f)));
        expect(await listPeopleJson(db, 'staff', f)).toBe(JSON.stringify(await listStaffs(db, f)));
        expect(await listPeopleJson(db, 'administrator', f)).toBe(
          JSON.stringify(await listAdministrators(db, f)),
        );
      }
    }
    const all = JSON.parse(
      await listPeopleJson(db, 'client', { companyId: c.companyId, reader: readers[0] }),
    );
    expect(all).toHaveLength(2);
    expect(all.find((p: { profileId: string }) => p.profileId === client.id).dateCreated).toBe(
      '2026-04-03T15:30:00.123Z',
    );
  });

  it('a list read again after a change through the server, and after two seconds for one made elsewhere', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const list = async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/Profiles', headers: bearer(token) });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return (res.json() as { firstName: string }[]).map((p) => p.firstName);
    };
    const first = await insertProfile(h, c.companyId);
    expect(await list()).toEqual([first.firstName]);
    // Written straight to the database, as another server would: the cached reply stands for its two seconds.
    const second = await insertProfile(h, c.companyId);
    expect(await list()).toEqual([first.firstName]);
    h.clock.advance(READ_CACHE_MS);
    expect((await list()).sort()).toEqual([first.firstName, second.firstName].sort());
    // A change through the server: the very next read sees it.
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/Profiles/deactivate_client?clientid=${second.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const active = await h.app.inject({
      method: 'GET',
      url: '/api/Profiles/get_active_clients?IsActive=true',
      headers: bearer(token),
    });
    expect(active.json().map((p: { firstName: string }) => p.firstName)).toEqual([first.firstName]);
  });
});
