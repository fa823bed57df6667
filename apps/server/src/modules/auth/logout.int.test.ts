import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness, signIn } from '../../../test/harness.ts';
import { activityLogs } from '../../db/schema/index.ts';

const me = (h: Harness, token: string) => h.app.inject({ url: '/api/Account/me', headers: bearer(token) });
const logout = (h: Harness, token: string) =>
  h.app.inject({ method: 'POST', url: '/api/Account/logout', headers: bearer(token) });

describe('POST /api/Account/logout', () => {
  it('revokes the session on the server: the same token gets 401 afterwards, however it is sent', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const { token, id } = c.users.Staff;
    expect((await me(h, token)).statusCode).toBe(200);

    const res = await logout(h, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success' });

    expect((await me(h, token)).statusCode).toBe(401);
    const spaced = await h.app.inject({
      url: '/api/Account/me',
      headers: { authorization: `Bearer   ${token}` },
    });
    expect(spaced.statusCode).toBe(401);
    expect((await logout(h, token)).statusCode).toBe(401);
    const lines = await h.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, id), eq(activityLogs.activity, 'Signed out')));
    expect(lines).toHaveLength(1);
  });

  it('leaves other people signed in, and the person can sign in again', async () => {
    const h = await harness();
    const c = await createCompany(h);
    expect((await logout(h, c.users.Staff.token)).statusCode).toBe(200);
    expect((await me(h, c.users.Administrator.token)).statusCode).toBe(200);
    const again = await signIn(h, c.users.Staff.email);
    expect((await me(h, again)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const h = await harness();
    expect((await h.app.inject({ method: 'POST', url: '/api/Account/logout' })).statusCode).toBe(401);
  });
});
