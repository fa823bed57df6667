import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { postForm } from '../../../test/uploads.ts';
import { profiles } from '../../db/schema/index.ts';

describe("the client's place: coordinates and remoteness through POST /Profiles/edit", () => {
  it('stores the chosen address with its coordinates and the remoteness the office sets', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const res = await postForm(h, `/api/Profiles/edit/${client.id}`, c.users.Administrator.token, {
      phoneNumber: '0400111222',
      address: '14 Oxley Street',
      suburb: 'Bourke',
      state: 'NSW',
      postcode: '2840',
      latitude: '-30.0917',
      longitude: '145.9375',
      remoteness: 'Remote',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    expect(row).toMatchObject({
      suburb: 'Bourke',
      latitude: -30.0917,
      longitude: 145.9375,
      remoteness: 'Remote',
    });

    const none = await postForm(h, `/api/Profiles/edit/${client.id}`, c.users.Administrator.token, {
      phoneNumber: '0400111222',
      remoteness: 'None',
    });
    expect(none.statusCode).toBe(200);
    const [after] = await h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    expect(after?.remoteness).toBeNull();
  });

  it('refuses a remoteness outside the list, and a client changing their own', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const own = await insertProfile(h, c.companyId);
    await h.database.db.update(profiles).set({ userId: c.users.Client.id }).where(eq(profiles.id, own.id));
    const bad = await postForm(h, `/api/Profiles/edit/${own.id}`, c.users.Administrator.token, {
      phoneNumber: '0400111222',
      remoteness: 'Outback',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.remoteness).toBe('Choose one of: Remote, Very Remote');
    const mine = await postForm(h, `/api/Profiles/edit/${own.id}`, c.users.Client.token, {
      phoneNumber: '0400111222',
      remoteness: 'Very Remote',
    });
    expect(mine.statusCode).toBe(400);
    expect(Object.keys(mine.json().errors)).toEqual(['remoteness']);
  });
});
