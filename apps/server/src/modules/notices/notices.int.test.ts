import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { insertNotices } from './notices.repo.ts';

const MINE = '/api/Notices/mine';
const dismiss = (id: string) => `/api/Notices/dismiss/${id}`;

async function notice(h: Harness, companyId: string, userId: string, message: string, ageMinutes: number) {
  await insertNotices(h.database.db, [
    {
      companyId,
      userId,
      kind: 'cancellationApproved',
      message,
      shiftRosterId: null,
      dateCreated: new Date(h.clock.now().getTime() - ageMinutes * 60_000),
    },
  ]);
}

describe('GET /api/Notices/mine and POST /api/Notices/dismiss/{id}', () => {
  it('lists only the caller’s notices, newest first, until each is dismissed', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = c.users.Staff;
    await notice(h, c.companyId, staff.id, 'Older news', 60);
    await notice(h, c.companyId, staff.id, 'Newer news', 5);
    await notice(h, c.companyId, c.users.Client.id, 'For the client', 1);
    const mine = await get(h, MINE, staff.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        noticeId: expect.any(String),
        kind: 'cancellationApproved',
        message: 'Newer news',
        shiftRosterId: null,
        dateCreated: new Date(h.clock.now().getTime() - 5 * 60_000).toISOString(),
      },
      expect.objectContaining({ message: 'Older news' }),
    ]);
    const res = await post(h, dismiss(mine.json()[0].noticeId), staff.token);
    expect(res.json()).toEqual({ status: 'Success', message: 'Notice dismissed.' });
    expect((await get(h, MINE, staff.token)).json().map((n: { message: string }) => n.message)).toEqual([
      'Older news',
    ]);
    expect((await post(h, dismiss(mine.json()[0].noticeId), staff.token)).statusCode).toBe(404);
  });

  it('gives 404 for dismissing someone else’s notice, in the company or not, and leaves it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    await notice(h, c.companyId, c.users.Client.id, 'For the client', 1);
    const [theirs] = (await get(h, MINE, c.users.Client.token)).json();
    expect((await post(h, dismiss(theirs.noticeId), c.users.Staff.token)).statusCode).toBe(404);
    expect((await post(h, dismiss(theirs.noticeId), c.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await post(h, dismiss(theirs.noticeId), other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, MINE, c.users.Client.token)).json()).toHaveLength(1);
    expect((await get(h, MINE, other.users.CompanyAdmin.token)).json()).toEqual([]);
  });
});
