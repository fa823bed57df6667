import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { addSignedInUser, bearer, createCompany, harness } from '../../../test/harness.ts';
import { staffs } from '../../db/schema/index.ts';

const h = await harness();
const get = (url: string, token: string) => h.app.inject({ method: 'GET', url, headers: bearer(token) });

// Issue 37 item 15: an auditor read every staff member's policy acceptances; now, as trainings and
// incidents, only those of staff approved for auditing (the office users' stay in view).
describe('policy acceptances seen by an auditor', () => {
  it('lists only audit-approved staff, and one staff member’s only when approved', async () => {
    const c = await createCompany(h);
    const publish = await h.app.inject({
      method: 'POST',
      url: '/api/PolicyDocuments/add_policy',
      headers: bearer(c.users.CompanyAdmin.token),
      payload: {
        code: 'POL-WHS',
        title: 'Work health and safety',
        category: 'Work health and safety',
        audience: 'Everyone',
        body: 'Be safe.',
        effectiveDate: '2026-11-01',
      },
    });
    expect(publish.statusCode).toBe(200);
    // Two more workers: one approved for auditing, one not; the fixture's Staff user has no staff record.
    const approvedUser = await addSignedInUser(h, c.companyId, 'Staff');
    const hiddenUser = await addSignedInUser(h, c.companyId, 'Staff');
    for (const [user, auditApproved] of [
      [approvedUser, true],
      [hiddenUser, false],
    ] as const) {
      const staff = await insertStaff(h, c.companyId, { auditApproved });
      await h.database.db.update(staffs).set({ userId: user.id }).where(eq(staffs.id, staff.id));
    }
    const auditor = c.users.Auditor.token;
    const seen = (await get('/api/PolicyDocuments/get_all_user_policies', auditor)).json();
    const ids = seen.map((r: { userId: string }) => r.userId);
    expect(ids).toContain(approvedUser.id);
    expect(ids).not.toContain(hiddenUser.id);
    expect(ids).not.toContain(c.users.Staff.id);
    expect(ids).toEqual(expect.arrayContaining([c.users.CompanyAdmin.id, c.users.Administrator.id]));
    // The office still sees everyone asked.
    const office = (
      await get('/api/PolicyDocuments/get_all_user_policies', c.users.CompanyAdmin.token)
    ).json();
    expect(office.map((r: { userId: string }) => r.userId)).toEqual(
      expect.arrayContaining([approvedUser.id, hiddenUser.id, c.users.Staff.id]),
    );
    const one = (id: string) => get(`/api/PolicyDocuments/get_user_policies?userId=${id}`, auditor);
    expect((await one(approvedUser.id)).json()).toEqual([expect.objectContaining({ code: 'POL-WHS' })]);
    const hidden = await one(hiddenUser.id);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual([]);
    expect(
      (
        await get(
          `/api/PolicyDocuments/get_user_policies?userId=${hiddenUser.id}`,
          c.users.Administrator.token,
        )
      ).json(),
    ).toHaveLength(1);
  });
});
