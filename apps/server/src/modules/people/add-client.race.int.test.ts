import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { atOnce, expectOneWinner } from '../../../test/race.ts';
import { PDF, postForm } from '../../../test/uploads.ts';
import { profiles, staffs, users } from '../../db/schema/index.ts';
import { EMAIL_IN_USE } from '../users/create-sign-in.ts';

const client = (email: string, firstName = uniqueName('Ada').replace('-', '')) => ({
  firstName,
  surName: 'Race',
  email,
  phoneNumber: '0298765432',
  ndisNo: '431234567',
  agreementStartDate: '2026-07-01',
  agreementEndDate: '2027-06-30',
});

const addClient = (h: Harness, token: string, payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/Profiles/add_client', headers: bearer(token), payload });

const rowsWithEmail = (h: Harness, companyId: string, email: string) =>
  h.database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`${profiles.companyId} = ${companyId} and lower(${profiles.email}) = lower(${email})`);

describe('parallel creates of people with one e-mail', () => {
  it('add_client with the same e-mail (any case) at once makes one client; the others get 409/400', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (let round = 0; round < 3; round++) {
      const email = `${uniqueName('twin').toLowerCase()}@race.example`;
      const replies = await atOnce(5, (i) =>
        addClient(h, c.users.Administrator.token, client(i % 2 ? email.toUpperCase() : email)),
      );
      const winner = expectOneWinner(replies, EMAIL_IN_USE);
      for (const loser of replies.filter((r) => r.statusCode !== 200)) {
        expect(loser.json().errors).toEqual({ email: EMAIL_IN_USE });
      }
      expect(await rowsWithEmail(h, c.companyId, email)).toEqual([{ id: winner.json().profileId }]);
    }
  });

  it('add_client with different e-mails at once gives each client its own CL number', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const replies = await atOnce(6, () =>
      addClient(h, c.users.Administrator.token, client(`${uniqueName('own').toLowerCase()}@race.example`)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = await h.database.db
      .select({ contactId: profiles.contactId })
      .from(profiles)
      .where(eq(profiles.companyId, c.companyId));
    expect(numbers.map((n) => n.contactId).sort()).toEqual([
      'CL-0001',
      'CL-0002',
      'CL-0003',
      'CL-0004',
      'CL-0005',
      'CL-0006',
    ]);
  });

  it('add_staff with the same e-mail at once makes one staff member and one sign-in', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = `${uniqueName('staffer').toLowerCase()}@race.example`;
    const replies = await atOnce(4, () =>
      postForm(
        h,
        '/api/Staffs/add_staff',
        c.users.CompanyAdmin.token,
        { firstName: uniqueName('Sam').replace('-', ''), surName: 'Race', email, phoneNumber: '0412345678' },
        { offerLetter: { bytes: PDF, filename: 'offer.pdf' } },
      ),
    );
    expectOneWinner(replies, EMAIL_IN_USE);
    const signIns = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(signIns).toHaveLength(1);
    const records = await h.database.db.select({ id: staffs.id }).from(staffs).where(eq(staffs.email, email));
    expect(records).toHaveLength(1);
  });
});
