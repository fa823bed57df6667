import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSignedInUser, bearer, createCompany, harness } from '../../../test/harness.ts';
import { profiles } from '../../db/schema/index.ts';
import { addShifts, at, dayFromNow, rosterCompany, screen, shiftBody } from '../roster/roster.test-kit.ts';

const URL = '/api/Dashboard/my_clients';
const h = await harness();
const get = (token: string) => h.app.inject({ method: 'GET', url: URL, headers: bearer(token) });

describe('GET /Dashboard/my_clients (issue 40 item 9)', () => {
  it('a care manager reads their own clients with the next visits (who, when) and open items', async () => {
    // The demo's care manager holds Edit Client (they see every client): their home lists their own.
    const r = await rosterCompany(h, { CareManager: ['Edit Client'] });
    const admin = r.c.users.CompanyAdmin.token;
    const manager = r.c.users.CareManager;
    await h.database.db
      .update(profiles)
      .set({ careManagerId: manager.id })
      .where(eq(profiles.id, r.client.id));
    await screen(h, r.c.companyId, r.staff.id);
    const day1 = dayFromNow(h, 1);
    const day2 = dayFromNow(h, 2);
    const [worked] = await addShifts(
      h,
      admin,
      shiftBody(day1, { staffId: r.staff.id, clientsId: [r.client.id] }),
    );
    const [unfilled] = await addShifts(h, admin, shiftBody(day2, { clientsId: [r.client.id] }));
    // Another client's visit (not theirs) and a visit beyond the two weeks are not listed.
    await addShifts(h, admin, shiftBody(day1, { clientsId: [r.otherClient.id] }));
    await addShifts(h, admin, shiftBody(dayFromNow(h, 20), { clientsId: [r.client.id] }));

    const res = await get(manager.token);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.today).toBe(dayFromNow(h, 0));
    expect(view.until).toBe(dayFromNow(h, 13));
    expect(view.clients).toHaveLength(1);
    const [row] = view.clients;
    expect(row).toMatchObject({ profileId: r.client.id, today: [] });
    expect(row.next).toEqual([
      {
        shiftRosterId: worked,
        dateFrom: at(day1, '09:00'),
        dateTo: at(day1, '13:00'),
        staffName: expect.stringContaining(r.staff.firstName),
      },
      { shiftRosterId: unfilled, dateFrom: at(day2, '09:00'), dateTo: at(day2, '13:00'), staffName: null },
    ]);
    expect(row.openItems).toEqual([
      {
        kind: 'unfilled',
        shiftRosterId: unfilled,
        text: expect.stringMatching(/^No support worker yet for \w{3} \d{1,2} \w{3}, 9:00 AM$/),
      },
    ]);
  });

  it('a support coordinator with no clients assigned gets an empty list; the office, a worker and a client may not ask', async () => {
    const c = await createCompany(h);
    const coordinator = await addSignedInUser(h, c.companyId, 'ServiceProvider');
    const none = await get(coordinator.token);
    expect(none.statusCode).toBe(200);
    expect(none.json().clients).toEqual([]);
    for (const role of ['CompanyAdmin', 'Administrator', 'Staff', 'Client', 'Auditor'] as const) {
      expect((await get(c.users[role].token)).statusCode, role).toBe(403);
    }
  });

  it('another company’s care manager sees none of these clients', async () => {
    const r = await rosterCompany(h);
    await h.database.db
      .update(profiles)
      .set({ careManagerId: r.c.users.CareManager.id })
      .where(eq(profiles.id, r.client.id));
    const other = await createCompany(h);
    expect((await get(other.users.CareManager.token)).json().clients).toEqual([]);
  });
});
