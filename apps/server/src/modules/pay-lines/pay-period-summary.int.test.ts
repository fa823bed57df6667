import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { approve, CSV, currentFortnight, payCompany, SUMMARY } from './pay-lines.test-kit.ts';

interface Row {
  staffId: string;
  status: string;
  totalCents: number;
  hours: { category: string; hours: string }[];
  blocks: { code: string }[];
  attendanceCount: number;
}

describe('GET /PayLines/get_pay_period_summary (issue 38 item 4: the pay-period summary)', () => {
  it('every worker with an attendance in the period: total, hours by category, what blocks approval', async () => {
    const h = await harness();
    const f = await payCompany(h);
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    const res = await get(h, `${SUMMARY}?periodStart=2026-11-09`, f.c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect([body.fromDate, body.toDate, body.periods]).toEqual([
      '2026-11-09',
      '2026-11-22',
      currentFortnight(h).periods,
    ]);
    const rows = body.workers as Row[];
    const ready = rows.find((r) => r.staffId === f.staff.id);
    const waiting = rows.find((r) => r.staffId === f.otherStaff.id);
    expect(rows).toHaveLength(2);
    expect(ready).toMatchObject({
      status: 'ready',
      blocks: [],
      attendanceCount: 2,
      hours: [
        { category: 'ordinary', hours: '4.00' },
        { category: 'saturday', hours: '6.00' },
      ],
    });
    expect(ready?.totalCents).toBeGreaterThan(18110 + 38031);
    // The other worker has no settings and an attendance not approved.
    expect(waiting?.status).toBe('blocked');
    expect(waiting?.blocks.map((b) => b.code)).toEqual(['no-settings', 'attendance-not-approved']);
    expect(body.totalCents).toBe(ready?.totalCents);
  });

  it('the current period by default; a bad date is a 400; workers and clients are refused; another company sees none of it', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const current = (await get(h, SUMMARY, f.c.users.CompanyAdmin.token)).json();
    expect(current.fromDate).toBe(currentFortnight(h).period.fromDate);
    const bad = await get(h, `${SUMMARY}?periodStart=soon`, f.c.users.CompanyAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter the first day of a pay period as YYYY-MM-DD (periodStart)');
    expect((await get(h, SUMMARY, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, SUMMARY, f.c.users.Client.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    const theirs = (
      await get(h, `${SUMMARY}?periodStart=2026-11-09`, other.users.Administrator.token)
    ).json();
    expect([theirs.workers, theirs.totalCents]).toEqual([[], 0]);
  });
});

describe('GET /PayLines/export_pay_lines_csv (issue 38 item 5)', () => {
  it('the period’s lines as CSV, one row a line; a blocked worker has none', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const res = await get(h, `${CSV}?periodStart=2026-11-15`, f.c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('pay-lines-2026-11-09-to-2026-11-22.csv');
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe('employee,external id,date,to date,category,units,rate,amount');
    const body = rows.slice(1).map((r) => r.split(',').slice(2));
    expect(body).toEqual([
      ['2026-11-11', '2026-11-11', 'ordinary', '4.00', '45.275', '181.10'],
      ['2026-11-14', '2026-11-14', 'saturday', '6.00', '63.385', '380.31'],
      ['2026-11-14', '2026-11-14', 'km-allowance', '12.5', expect.any(String), expect.any(String)],
    ]);
  });

  it('a bad date is a 400; a worker is refused; another company’s file is empty', async () => {
    const h = await harness();
    const f = await payCompany(h);
    expect((await get(h, `${CSV}?periodStart=2026-11-31`, f.c.users.Administrator.token)).statusCode).toBe(
      400,
    );
    expect((await get(h, CSV, f.c.users.Staff.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    const theirs = await get(h, `${CSV}?periodStart=2026-11-09`, other.users.Administrator.token);
    expect(theirs.body.trim().split('\r\n')).toHaveLength(1);
  });
});
