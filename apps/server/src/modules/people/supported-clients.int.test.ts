import { describe, expect, it } from 'vitest';
import { insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { shiftRosterClients, shiftRosters } from '../../db/schema/index.ts';

const DAY = 86_400_000;

/** A 4-hour shift of the staff member with the client, starting `days` from the shared clock's now. */
async function shiftWith(
  h: Harness,
  companyId: string,
  staffId: string,
  profileId: string,
  days: number,
  status?: string,
) {
  const from = new Date(h.clock.now().getTime() + days * DAY);
  const [row] = await h.database.db
    .insert(shiftRosters)
    .values({ companyId, staffId, dateFrom: from, dateTo: new Date(from.getTime() + 4 * 3_600_000), status })
    .returning({ id: shiftRosters.id });
  await h.database.db
    .insert(shiftRosterClients)
    .values({ shiftRosterId: row?.id as string, profileId, companyId });
}

const names = (rows: { firstName: string }[]) => rows.map((r) => r.firstName).sort();

describe('which clients a staff member reaches: those they support (issue 12, item 9)', () => {
  it('a shift with them from 90 days back to 30 days ahead, not Cancelled, and their own only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const [ago89, ago91, in29, in31, cancelled, colleagues] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => insertProfile(h, c.companyId)),
    );
    const people = { ago89, ago91, in29, in31, cancelled, colleagues } as Record<
      string,
      { id: string; firstName: string }
    >;
    const me = await supportedBy(h, c.companyId, c.users.Staff.id);
    const colleague = await insertStaff(h, c.companyId);
    await shiftWith(h, c.companyId, me, people.ago89?.id as string, -89);
    await shiftWith(h, c.companyId, me, people.ago91?.id as string, -91);
    await shiftWith(h, c.companyId, me, people.in29?.id as string, 29);
    await shiftWith(h, c.companyId, me, people.in31?.id as string, 31);
    await shiftWith(h, c.companyId, me, people.cancelled?.id as string, 1, 'Cancelled');
    await shiftWith(h, c.companyId, colleague.id, people.colleagues?.id as string, 0);

    const token = c.users.Staff.token;
    const seen = [people.ago89, people.in29].map((p) => p?.firstName as string).sort();
    expect(names((await get(h, '/api/Profiles', token)).json())).toEqual(seen);
    expect(names((await get(h, '/api/Profiles/get_active_clients?IsActive=true', token)).json())).toEqual(
      seen,
    );
    for (const [label, p] of Object.entries(people)) {
      const res = await get(h, `/api/Profiles/${p.id}`, token);
      expect(res.statusCode, label).toBe(['ago89', 'in29'].includes(label) ? 200 : 404);
    }
    // The colleague's client is theirs to reach, and the office sees every client.
    expect((await get(h, '/api/Profiles', c.users.CompanyAdmin.token)).json()).toHaveLength(6);
  });

  it('is the same for another company’s clients: never reached, whatever the shifts', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await insertProfile(h, other.companyId);
    await supportedBy(h, c.companyId, c.users.Staff.id);
    expect((await get(h, `/api/Profiles/${theirs.id}`, c.users.Staff.token)).statusCode).toBe(404);
  });
});
