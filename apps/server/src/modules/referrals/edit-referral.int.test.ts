import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post, receivedReferral } from '../../../test/referrals.ts';
import { clientReferrals } from '../../db/schema/index.ts';

const edit = (id: string) => `/api/ClientReferrals/edit_referral/${id}`;
const HOUR = 3_600_000;

describe('POST /api/ClientReferrals/edit_referral/:id', () => {
  it('corrects the form; the list shows the change and the new modified date', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId);
    const admin = c.users.Administrator;
    h.clock.advance(HOUR);
    const changed = {
      ...r.body,
      lastName: 'Tran',
      currentResidence: '40 New Street',
      contactNumber: '0499 888 777',
      ndisNo: '431000111',
      ndisEndDate: '2028-06-30',
      supportsRequested: ['Transport'],
    };
    const res = await post(h, edit(r.id), admin.token, changed);
    expect(res.statusCode).toBe(200);
    const fullName = `${r.body.firstName} Tran`;
    expect(res.json()).toEqual({ status: 'Success', message: `The referral of ${fullName} was updated.` });

    const [row] = (await get(h, '/api/ClientReferrals/get_client_referrals', admin.token)).json();
    expect(row).toMatchObject({
      clientReferralId: r.id,
      fullName,
      status: 'Pending',
      currentResidence: '40 New Street',
      contactNumber: '0499888777',
      ndisNo: '431000111',
      ndisEndDate: '2028-06-30',
      dateModified: h.clock.now().toISOString(),
      form: { supportsRequested: ['Transport'] },
    });
    expect(await activitiesOf(h, admin.id, `Edited the referral of ${fullName}`)).toHaveLength(1);
  });

  it.each([
    ['a missing participant name', { firstName: '' }, 'firstName', 'Required Field'],
    ['an NDIS number without 9 digits', { ndisNo: '4301234567' }, 'ndisNo', 'An NDIS number has 9 digits'],
    ['no supports', { supportsRequested: [] }, 'supportsRequested', 'Choose at least one support'],
    [
      'withdrawn consent',
      { consentToShare: false },
      'consentToShare',
      'The participant’s consent to share this information is required',
    ],
    [
      'an invalid referrer e-mail',
      { referrerEmail: 'plan co' },
      'referrerEmail',
      'Enter a valid email address',
    ],
    [
      'a plan ending before it starts',
      { ndisEndDate: '2026-01-01' },
      'ndisEndDate',
      'The plan must end after it starts',
    ],
  ])(
    'validates like the public form: refuses %s and keeps the referral',
    async (_case, change, field, message) => {
      const h = await harness();
      const c = await createCompany(h);
      const r = await receivedReferral(h, c.companyId);
      const [before] = await h.database.db.select().from(clientReferrals).where(eq(clientReferrals.id, r.id));
      const res = await post(h, edit(r.id), c.users.CompanyAdmin.token, { ...r.body, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ [field]: message });
      const [after] = await h.database.db.select().from(clientReferrals).where(eq(clientReferrals.id, r.id));
      expect(after).toEqual(before);
    },
  );

  it('answers 404 for another company’s referral and leaves it as it was', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await receivedReferral(h, other.companyId);
    const res = await post(h, edit(theirs.id), c.users.CompanyAdmin.token, {
      ...theirs.body,
      lastName: 'Hijacked',
    });
    expect(res.statusCode).toBe(404);
    const [row] = await h.database.db.select().from(clientReferrals).where(eq(clientReferrals.id, theirs.id));
    expect(row?.fullName).toBe(`${theirs.body.firstName} Nguyen`);
  });
});
