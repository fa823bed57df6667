import { PAY_LINES_MESSAGES as M } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { worked } from '../timesheets/timesheets.test-kit.ts';
import { approve, awardSettings, payCompany, payPeriodIs, STAFF_LINES } from './pay-lines.test-kit.ts';

const q = (staffId: string, fromDate: string, toDate: string) =>
  `${STAFF_LINES}?staffId=${staffId}&fromDate=${fromDate}&toDate=${toDate}`;

interface Line {
  date: string;
  category: string;
  hours: string | null;
  units: string | null;
  multiplier: string | null;
  rate: string;
  amountCents: number;
  explanation: string;
  shiftRosterId: string | null;
  pieces: { explanation: string }[];
}

describe('GET /PayLines/get_staff_pay_lines (issue 38 item 4: the office read call)', () => {
  it('a worker’s lines of the whole period a range touches, each explained, with the total; unapproved attendances wait', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const res = await get(h, q(f.staff.id, '2026-11-14', '2026-11-14'), f.c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect([body.fromDate, body.toDate, body.periods.length]).toEqual(['2026-11-09', '2026-11-22', 1]);
    const [period] = body.periods;
    const lines = period.lines as Line[];
    expect(
      lines.map((l) => [l.category, l.date, l.hours ?? l.units, l.multiplier, l.rate, l.amountCents]),
    ).toEqual([
      // Casual: 125% of $36.22 on a weekday, 175% on Saturday (SCHADS.md §4.4), then 12.5 km.
      ['ordinary', '2026-11-11', '4.00', '1.25', '45.275', 18110],
      ['saturday', '2026-11-14', '6.00', '1.75', '63.385', 38031],
      ['km-allowance', '2026-11-14', '12.5', null, expect.any(String), expect.any(Number)],
    ]);
    expect(lines[1]?.shiftRosterId).toBe(f.saturday.shiftRosterId);
    expect(lines[1]?.pieces[0]?.explanation).toBe(
      'Sat 14 Nov 8:00–14:00, Saturday: 6 h at 175% (casual loading included) of $36.22 = $380.31',
    );
    expect(lines.every((l) => l.explanation.length > 10)).toBe(true);
    expect(period.totalCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
    expect(body.totalCents).toBe(period.totalCents);
    // Nothing approved yet: priced, but each attendance blocks the period's approval.
    expect(period.status).toBe('waiting');
    expect(
      period.blocks.map((b: { code: string; attendanceId: string }) => [b.code, b.attendanceId]),
    ).toEqual([
      ['attendance-not-approved', f.weekday.attendanceId],
      ['attendance-not-approved', f.saturday.attendanceId],
    ]);
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    const after = (
      await get(h, q(f.staff.id, '2026-11-14', '2026-11-14'), f.c.users.CompanyAdmin.token)
    ).json();
    expect([after.periods[0].status, after.periods[0].blocks, after.totalCents]).toEqual([
      'ready',
      [],
      body.totalCents,
    ]);
  });

  it('an attendance across the end of a period is paid once, in the period of its first day', async () => {
    const h = await harness();
    const f = await payCompany(h);
    // Sun 22 Nov 22:00 → Mon 23 Nov 06:00: the last day of one period into the first of the next.
    const night = await worked(
      h,
      f.c.companyId,
      f.staff.id,
      f.client.id,
      '2026-11-22T22:00:00+11:00',
      '2026-11-23T06:00:00+11:00',
    );
    const body = (
      await get(h, q(f.staff.id, '2026-11-09', '2026-12-06'), f.c.users.Administrator.token)
    ).json();
    expect(body.periods.map((p: { fromDate: string }) => p.fromDate)).toEqual(['2026-11-09', '2026-11-23']);
    const [first, second] = body.periods;
    const hoursOf = (lines: Line[]) =>
      lines
        .filter((l) => l.shiftRosterId === night.shiftRosterId || l.date >= '2026-11-22')
        .reduce((s, l) => s + Number(l.hours ?? 0), 0);
    expect(hoursOf(first.lines)).toBe(8);
    expect(second.lines).toEqual([]);
    expect(second.totalCents).toBe(0);
    expect(body.totalCents).toBe(first.totalCents);
    // Asking for the second period alone does not pay it either.
    const alone = (
      await get(h, q(f.staff.id, '2026-11-23', '2026-11-23'), f.c.users.Administrator.token)
    ).json();
    expect([alone.periods[0].lines, alone.totalCents]).toEqual([[], 0]);
  });

  it('a worker without settings: the period is blocked, no lines, and the message says what to fix', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const body = (
      await get(h, q(f.otherStaff.id, '2026-11-12', '2026-11-12'), f.c.users.Administrator.token)
    ).json();
    const [period] = body.periods;
    expect([period.status, period.lines, period.totalCents]).toEqual(['blocked', [], 0]);
    expect(period.blocks[0]).toMatchObject({
      code: 'no-settings',
      pricing: true,
    });
    expect(period.blocks[0].message).toMatch(/settings/i);
  });

  it('a company paying monthly is told to choose weekly or fortnightly; nothing is priced', async () => {
    const h = await harness();
    const f = await payCompany(h);
    await payPeriodIs(h, f.c.companyId, 'monthly');
    const body = (
      await get(h, q(f.staff.id, '2026-11-14', '2026-11-14'), f.c.users.Administrator.token)
    ).json();
    expect([body.fromDate, body.toDate]).toEqual(['2026-11-01', '2026-11-30']);
    expect(body.periods[0]).toMatchObject({
      status: 'blocked',
      lines: [],
      blocks: expect.arrayContaining([expect.objectContaining({ code: 'pay-calendar-monthly' })]),
    });
  });

  it('a weekly company reads weekly periods', async () => {
    const h = await harness();
    const f = await payCompany(h);
    await payPeriodIs(h, f.c.companyId, 'weekly');
    const body = (
      await get(h, q(f.staff.id, '2026-11-11', '2026-11-16'), f.c.users.Administrator.token)
    ).json();
    expect(
      body.periods.map((p: { fromDate: string; lines: Line[] }) => [
        p.fromDate,
        p.lines.map((l) => l.category),
      ]),
    ).toEqual([
      ['2026-11-09', ['ordinary', 'saturday', 'km-allowance']],
      ['2026-11-16', []],
    ]);
  });

  it('bad input is a 400 with its message', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const token = f.c.users.Administrator.token;
    const cases: [string, string][] = [
      [`${STAFF_LINES}?staffId=nope&fromDate=2026-11-01&toDate=2026-11-30`, M.staffId],
      [q(f.staff.id, '2026-13-01', '2026-11-30'), M.fromDate],
      [`${STAFF_LINES}?staffId=${f.staff.id}&fromDate=2026-11-01`, M.toDate],
      [q(f.staff.id, '2026-11-30', '2026-11-01'), M.order],
      [q(f.staff.id, '2026-08-01', '2026-11-30'), M.tooLong],
    ];
    for (const [url, message] of cases) {
      const res = await get(h, url, token);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.body, url).toContain(message);
    }
  });

  it('office roles only: a worker or a client is refused; a worker holding a timesheet claim reaching another worker’s pay is a 404', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const url = q(f.staff.id, '2026-11-14', '2026-11-14');
    expect((await get(h, url, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, url, f.c.users.Client.token)).statusCode).toBe(403);
    expect((await get(h, url, f.c.users.CareManager.token)).statusCode).toBe(403);
    const withClaim = await createCompany(h, { Staff: ['Generate Timesheet'] });
    const worker = (await insertStaff(h, withClaim.companyId)).id;
    await awardSettings(h, withClaim.users.CompanyAdmin.token, worker);
    expect(
      (await get(h, q(worker, '2026-11-14', '2026-11-14'), withClaim.users.Staff.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(h, q(worker, '2026-11-14', '2026-11-14'), withClaim.users.Administrator.token)).statusCode,
    ).toBe(200);
  });

  it('another company’s worker is a 404; an auditor reads only audit-approved workers', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const other = await createCompany(h);
    expect(
      (await get(h, q(f.staff.id, '2026-11-14', '2026-11-14'), other.users.Administrator.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(h, q(f.staff.id, '2026-11-14', '2026-11-14'), f.c.users.Auditor.token)).statusCode,
    ).toBe(404);
  });
});
