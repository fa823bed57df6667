import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, harness } from '../../../test/harness.ts';
import { atOnce, expectOneWinner } from '../../../test/race.ts';
import { companyRoles, users } from '../../db/schema/index.ts';
import { EMAIL_IN_USE } from '../users/create-sign-in.ts';

const ROLE_TAKEN = 'A role with this name already exists.';

describe('parallel creates of a unique name or e-mail', () => {
  it('create_role with one name (any case) at once adds it once; the others get 409/400 naming the role', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const role = uniqueName('Team Lead');
    const replies = await atOnce(5, (i) =>
      h.app.inject({
        method: 'POST',
        url: '/api/Account/create_role',
        headers: bearer(c.users.CompanyAdmin.token),
        payload: { role: i % 2 ? role.toUpperCase() : role },
      }),
    );
    expectOneWinner(replies, ROLE_TAKEN);
    for (const loser of replies.filter((r) => r.statusCode !== 200)) {
      expect(loser.json().errors).toEqual({ role: ROLE_TAKEN });
    }
    const rows = await h.database.db
      .select({ id: companyRoles.id })
      .from(companyRoles)
      .where(
        sql`${companyRoles.companyId} = ${c.companyId} and lower(${companyRoles.role}) = lower(${role})`,
      );
    expect(rows).toHaveLength(1);
  });

  it('add_user with one e-mail at once makes one sign-in; the others get 409/400 naming the e-mail', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = `${uniqueName('signin').toLowerCase()}@race.example`;
    const replies = await atOnce(4, (i) =>
      h.app.inject({
        method: 'POST',
        url: '/api/Account/add_user',
        headers: bearer(c.users.CompanyAdmin.token),
        payload: {
          firstName: 'Robin',
          lastName: 'Race',
          email: i % 2 ? email.toUpperCase() : email,
          phoneNumber: '0412345678',
          role: 'Auditor',
          password: 'Race-Password-1',
          confirmPassword: 'Race-Password-1',
        },
      }),
    );
    expectOneWinner(replies, EMAIL_IN_USE);
    const rows = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });
});
