import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { approve, currentFortnight, MY_PAY, payCompany } from './pay-lines.test-kit.ts';

describe('GET /PayLines/get_my_pay (issue 38 item 4: My pay)', () => {
  it('the worker reads their own current period by default, and the periods before it to pick from', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const body = (await get(h, MY_PAY, f.c.users.Staff.token)).json();
    const { period, periods } = currentFortnight(h);
    expect([body.period.fromDate, body.period.toDate]).toEqual([period.fromDate, period.toDate]);
    expect(body.periods).toEqual(periods);
  });

  it('a period’s lines explained in plain words, the total, and what blocks it in the worker’s words', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const res = await get(h, `${MY_PAY}?periodStart=2026-11-09`, f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.staffId).toBe(f.staff.id);
    expect([body.period.fromDate, body.period.toDate]).toEqual(['2026-11-09', '2026-11-22']);
    const pieces = body.period.lines.flatMap((l: { pieces: { explanation: string }[] }) =>
      l.pieces.map((p) => p.explanation),
    );
    expect(pieces).toContain(
      'Sat 14 Nov 8:00–14:00, Saturday: 6 h at 175% (casual loading included) of $36.22 = $380.31',
    );
    expect(body.period.blocks.map((b: { message: string }) => b.message)).toEqual([
      'Your shift on Wed 11 Nov 2026 is not approved yet.',
      'Your shift on Sat 14 Nov 2026 is not approved yet.',
    ]);
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    const after = (await get(h, `${MY_PAY}?periodStart=2026-11-22`, f.c.users.Staff.token)).json();
    expect([after.period.status, after.period.blocks, after.period.totalCents]).toEqual([
      'ready',
      [],
      body.period.totalCents,
    ]);
  });

  it('a past period by any of its days; an empty one has no lines', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const past = (await get(h, `${MY_PAY}?periodStart=2026-10-30`, f.c.users.Staff.token)).json();
    expect([past.period.fromDate, past.period.lines, past.period.totalCents, past.period.status]).toEqual([
      '2026-10-26',
      [],
      0,
      'ready',
    ]);
  });

  it('naming their own staff id is fine; another worker’s is a 404, of their company or another', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const other = await payCompany(h);
    expect((await get(h, `${MY_PAY}?staffId=${f.staff.id}`, other.c.users.Staff.token)).statusCode).toBe(404);
    const stranger = await createCompany(h);
    expect((await get(h, MY_PAY, stranger.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, `${MY_PAY}?staffId=${f.staff.id}`, f.c.users.Staff.token)).statusCode).toBe(200);
    expect((await get(h, `${MY_PAY}?staffId=${f.otherStaff.id}`, f.c.users.Staff.token)).statusCode).toBe(
      404,
    );
  });

  it('bad input is a 400 with its message; the office and clients are refused (the office reads the staff call)', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const bad = await get(h, `${MY_PAY}?periodStart=2026-02-30`, f.c.users.Staff.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter the first day of a pay period as YYYY-MM-DD (periodStart)');
    const badId = await get(h, `${MY_PAY}?staffId=nope`, f.c.users.Staff.token);
    expect([badId.statusCode, badId.body.includes('staffId must be a UUID')]).toEqual([400, true]);
    expect((await get(h, MY_PAY, f.c.users.Administrator.token)).statusCode).toBe(403);
    expect((await get(h, MY_PAY, f.c.users.Client.token)).statusCode).toBe(403);
  });
});
