import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { atOnce, expectOneWinner } from '../../../test/race.ts';
import { get, receivedReferral } from '../../../test/referrals.ts';
import { countRows } from '../../../test/uploads.ts';
import { clientReferrals, profiles, serviceProviders } from '../../db/schema/index.ts';

const accept = (h: Harness, c: CompanyFixture, id: string) =>
  get(h, `/api/ClientReferrals/accept_client_referral?id=${id}`, c.users.CompanyAdmin.token);

describe('parallel accepts of referrals', () => {
  it('accepting one referral twice at once makes one client; the second is told it is accepted', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (let round = 0; round < 3; round++) {
      const r = await receivedReferral(h, c.companyId);
      const before = await countRows(h, profiles, c.companyId);
      const replies = await atOnce(3, () => accept(h, c, r.id));
      const winner = expectOneWinner(replies, 'This referral has already been accepted.');
      expect(await countRows(h, profiles, c.companyId)).toBe(before + 1);
      const [row] = await h.database.db.select().from(clientReferrals).where(eq(clientReferrals.id, r.id));
      expect(row).toMatchObject({ isAccepted: true, profileId: winner.json().profileId });
    }
  });

  it('accepting two referrals from one new referrer at once adds that service provider once', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const referrer = uniqueName('coordinator').toLowerCase();
    const from = { referrerName: 'Pat Jones', referrerEmail: `${referrer}@planco.example` };
    const first = await receivedReferral(h, c.companyId, from);
    const second = await receivedReferral(h, c.companyId, {
      ...from,
      referrerEmail: from.referrerEmail.toUpperCase(),
    });
    const replies = await Promise.all([accept(h, c, first.id), accept(h, c, second.id)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await countRows(h, serviceProviders, c.companyId)).toBe(1);
    const referrals = await h.database.db
      .select({ provider: clientReferrals.serviceProvidersId })
      .from(clientReferrals)
      .where(eq(clientReferrals.companyId, c.companyId));
    expect(new Set(referrals.map((r) => r.provider)).size).toBe(1);
  });
});
