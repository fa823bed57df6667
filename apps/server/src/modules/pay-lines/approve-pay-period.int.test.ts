import { PAY_LINES_MESSAGES as M } from '@care/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { activityLogs, attendances } from '../../db/schema/index.ts';
import { worked } from '../timesheets/timesheets.test-kit.ts';
import { approvedPayLines } from './approved-pay-lines.ts';
import { companyPayContext } from './pay-context.ts';
import {
  approve,
  CSV,
  clockOutAt,
  MY_PAY,
  payCompany,
  payPeriodIs,
  STAFF_LINES,
  SUMMARY,
} from './pay-lines.test-kit.ts';

const APPROVE = '/api/PayLines/approve_pay_period';
// Fortnights from Mon 5 Jan 2026: 9–22 Nov, 23 Nov–6 Dec, 7–20 Dec.
const NOV_9 = '2026-11-09';
const NOV_23 = '2026-11-23';
const DEC_7 = '2026-12-07';

interface Line {
  kind: string;
  category: string;
  date: string;
  hours: string | null;
  units: string | null;
  amountCents: number;
  explanation: string;
  corrects: { fromDate: string; toDate: string } | null;
}

const periodOf = async (h: Harness, token: string, staffId: string, day: string) => {
  const res = await get(h, `${STAFF_LINES}?staffId=${staffId}&fromDate=${day}&toDate=${day}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().periods[0] as {
    status: string;
    approved: boolean;
    approvedBy: string | null;
    approvedAt: string | null;
    lines: Line[];
    totalCents: number;
    blocks: { code: string; message: string }[];
  };
};

const brief = (lines: Line[]) =>
  lines.map((l) => [l.kind, l.category, l.date, l.hours ?? l.units, l.amountCents]);

describe('POST /PayLines/approve_pay_period (issue 38 item 4: approving freezes the lines)', () => {
  it('approves a ready period: the lines are stored as priced, every read says approved, a second approval is a 409', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const admin = f.c.users.Administrator;
    // Not approved yet: refused, naming the worker and what blocks.
    const early = await post(h, APPROVE, admin.token, { staffId: f.staff.id, periodStart: NOV_9 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/’s pay cannot be approved yet: 2 attendances are not approved/);
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    const live = await periodOf(h, admin.token, f.staff.id, NOV_9);
    expect(live.status).toBe('ready');

    // Any day of the period names it.
    const res = await post(h, APPROVE, admin.token, { staffId: f.staff.id, periodStart: '2026-11-14' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', totalCents: live.totalCents });
    expect(res.json().message).toMatch(/pay for 9–22 Nov is approved/);

    const frozen = await periodOf(h, f.c.users.CompanyAdmin.token, f.staff.id, NOV_9);
    expect(frozen).toMatchObject({
      status: 'approved',
      approved: true,
      approvedBy: expect.stringContaining(''),
      approvedAt: h.clock.now().toISOString(),
      totalCents: live.totalCents,
      blocks: [],
    });
    expect(frozen.lines).toEqual(live.lines);

    const again = await post(h, APPROVE, admin.token, { staffId: f.staff.id, periodStart: NOV_9 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/pay for 9–22 Nov is already approved/);

    const summary = (await get(h, `${SUMMARY}?periodStart=${NOV_9}`, admin.token)).json();
    const row = summary.workers.find((w: { staffId: string }) => w.staffId === f.staff.id);
    expect(row).toMatchObject({
      status: 'approved',
      approved: true,
      totalCents: live.totalCents,
      blocks: [],
    });
    const mine = (await get(h, `${MY_PAY}?periodStart=${NOV_9}`, f.c.users.Staff.token)).json();
    expect([mine.period.approved, mine.period.totalCents]).toEqual([true, live.totalCents]);
    const csv = (await get(h, `${CSV}?periodStart=${NOV_9}`, admin.token)).body;
    expect(csv.split('\r\n').filter((r: string) => r.includes('saturday'))).toHaveLength(1);

    const logged = await h.database.db
      .select({ activity: activityLogs.activity })
      .from(activityLogs)
      .where(
        and(eq(activityLogs.companyId, f.c.companyId), like(activityLogs.activity, 'Approved the pay of %')),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.activity).toMatch(/for 9–22 Nov: 3 lines, \$/);
  });

  it('a change after approval never changes the frozen lines: it is a correction once, in the next open period', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const token = f.c.users.Administrator.token;
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    expect((await post(h, APPROVE, token, { staffId: f.staff.id, periodStart: NOV_9 })).statusCode).toBe(200);
    const approved = await periodOf(h, token, f.staff.id, NOV_9);

    // Approve, change nothing: the next period owes nothing.
    expect((await periodOf(h, token, f.staff.id, NOV_23)).lines).toEqual([]);

    // Saturday's clock-out moves from 14:00 to 15:00 after approval.
    await clockOutAt(h, f.c.companyId, f.saturday.attendanceId, '2026-11-14T15:00:00+11:00');
    expect(await periodOf(h, token, f.staff.id, NOV_9)).toEqual(approved);
    const next = await periodOf(h, token, f.staff.id, NOV_23);
    expect(brief(next.lines)).toEqual([['correction', 'saturday', '2026-11-14', '1.00', 6339]]);
    expect(next.lines[0]?.corrects).toEqual({ fromDate: NOV_9, toDate: '2026-11-22' });
    expect(next.lines[0]?.explanation).toBe(
      'Correction to the period 9–22 Nov: Sat 14 Nov 8:00–15:00 was 6 h, now 7 h: +1 h at 175% of $36.22 = +$63.39',
    );
    expect([next.status, next.totalCents]).toEqual(['ready', 6339]);
    // The summary lists the worker for the correction alone (nothing worked in the period).
    const summary = (await get(h, `${SUMMARY}?periodStart=${NOV_23}`, token)).json();
    expect(summary.workers.find((w: { staffId: string }) => w.staffId === f.staff.id)).toMatchObject({
      status: 'ready',
      totalCents: 6339,
      correctionCents: 6339,
      attendanceCount: 0,
    });
    // Only the next open period shows it.
    expect((await periodOf(h, token, f.staff.id, DEC_7)).lines).toEqual([]);

    // Approving the next period freezes the correction and takes it: the third period repeats nothing.
    const second = await post(h, APPROVE, token, { staffId: f.staff.id, periodStart: NOV_23 });
    expect(second.statusCode, second.body).toBe(200);
    expect(brief((await periodOf(h, token, f.staff.id, NOV_23)).lines)).toEqual(brief(next.lines));
    expect((await periodOf(h, token, f.staff.id, DEC_7)).lines).toEqual([]);
    expect(await periodOf(h, token, f.staff.id, NOV_9)).toEqual(approved);

    // Payroll's view: the first period's version went up when its correction was frozen.
    const ctx = await companyPayContext(h.database.db, f.c.companyId, h.clock.now());
    const [first] = await approvedPayLines(h.database.db, ctx, { fromDate: NOV_9, toDate: '2026-11-22' });
    expect([first?.version, first?.lines.length, first?.corrections, first?.correctedLater.length]).toEqual([
      2,
      3,
      [],
      1,
    ]);
    const [paid] = await approvedPayLines(
      h.database.db,
      ctx,
      { fromDate: NOV_23, toDate: '2026-12-06' },
      f.staff.id,
    );
    expect([
      paid?.version,
      paid?.lines,
      paid?.corrections.map((c) => c.amountCents),
      paid?.totalCents,
    ]).toEqual([1, [], [6339], 6339]);

    // A second change (back to 14:30) is counted against the 7 h already paid: −0.5 h, in the third period.
    await clockOutAt(h, f.c.companyId, f.saturday.attendanceId, '2026-11-14T14:30:00+11:00');
    const third = await periodOf(h, token, f.staff.id, DEC_7);
    expect(brief(third.lines)).toEqual([['correction', 'saturday', '2026-11-14', '-0.50', -3170]]);
  });

  it('an attendance removed from an approved period (no longer approved) is taken back in the next period', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const token = f.c.users.CompanyAdmin.token;
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    expect((await post(h, APPROVE, token, { staffId: f.staff.id, periodStart: NOV_9 })).statusCode).toBe(200);
    await h.database.db.delete(attendances).where(eq(attendances.id, f.weekday.attendanceId));
    const next = await periodOf(h, token, f.staff.id, NOV_23);
    expect(brief(next.lines)).toEqual([['correction', 'ordinary', '2026-11-11', '-4.00', -18110]]);
    expect(next.lines[0]?.explanation).toContain('Wed 11 Nov 9:00–13:00 was 4 h, now none');
  });

  it('an approved period that can no longer be priced (a new attendance overlaps) blocks the period paying its corrections', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const token = f.c.users.Administrator.token;
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    expect((await post(h, APPROVE, token, { staffId: f.staff.id, periodStart: NOV_9 })).statusCode).toBe(200);
    const overlap = await worked(
      h,
      f.c.companyId,
      f.staff.id,
      f.client.id,
      '2026-11-14T13:00:00+11:00',
      '2026-11-14T16:00:00+11:00',
    );
    await approve(h, [overlap.attendanceId]);
    const next = await periodOf(h, token, f.staff.id, NOV_23);
    expect([next.status, next.lines]).toEqual(['waiting', []]);
    expect(next.blocks.map((b) => b.code)).toEqual(['correction-blocked']);
    expect(next.blocks[0]?.message).toMatch(
      /^The approved period Mon 9 Nov – Sun 22 Nov cannot be priced again for its corrections: /,
    );
    const refused = await post(h, APPROVE, token, { staffId: f.staff.id, periodStart: NOV_23 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /’s pay cannot be approved yet: The approved period Mon 9 Nov – Sun 22 Nov cannot be priced again/,
    );
    // The approved period itself is untouched.
    expect((await periodOf(h, token, f.staff.id, NOV_9)).status).toBe('approved');
  });

  it('the pay period setting changed after approval: a period overlapping the approved one is blocked with no lines, never paid twice', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const token = f.c.users.Administrator.token;
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    expect((await post(h, APPROVE, token, { staffId: f.staff.id, periodStart: NOV_9 })).statusCode).toBe(200);
    // Fortnights moved a week: 2–15 Nov now holds Wed 11 and Sat 14 Nov, already approved in 9–22 Nov.
    await payPeriodIs(h, f.c.companyId, 'fortnightly', '2026-01-12');
    const moved = await periodOf(h, token, f.staff.id, '2026-11-02');
    expect([moved.status, moved.lines, moved.totalCents]).toEqual(['blocked', [], 0]);
    expect(moved.blocks.map((b) => b.code)).toEqual(['pay-calendar-changed']);
    expect(moved.blocks[0]?.message).toMatch(
      /^The pay period setting changed: this period overlaps the approved Mon 9 Nov – Sun 22 Nov, whose pay is frozen/,
    );
    const refused = await post(h, APPROVE, token, { staffId: f.staff.id, periodStart: '2026-11-02' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/The pay period setting changed/);
    // Set back as it was: the approved period is as frozen, and the next one is open again.
    await payPeriodIs(h, f.c.companyId, 'fortnightly', '2026-01-05');
    expect((await periodOf(h, token, f.staff.id, NOV_9)).status).toBe('approved');
    expect((await periodOf(h, token, f.staff.id, NOV_23)).blocks).toEqual([]);
  });

  it('bad input is a 400 with its message; a worker who cannot be priced is named with the reason', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const token = f.c.users.Administrator.token;
    const bad = await post(h, APPROVE, token, { staffId: 'nope', periodStart: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().errors ?? {})).toEqual(
      expect.arrayContaining([M.staffId, M.periodStart]),
    );
    const missing = await post(h, APPROVE, token, { staffId: f.staff.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(M.periodStart);

    // The other worker has no award settings.
    await approve(h, [f.other.attendanceId]);
    const unset = await post(h, APPROVE, token, { staffId: f.otherStaff.id, periodStart: NOV_9 });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().message).toMatch(/’s pay cannot be approved yet: .*settings/i);

    // A worker with nothing in the period.
    const idle = await insertStaff(h, f.c.companyId);
    const nothing = await post(h, APPROVE, token, { staffId: idle.id, periodStart: NOV_9 });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(
      /has no attendance and no correction in 9–22 Nov: there is nothing to approve/,
    );
  });

  it('the office approves: a worker, a client or an auditor is refused; another company’s worker is a 404; a worker cannot reach another’s approved pay', async () => {
    const h = await harness();
    const f = await payCompany(h);
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    const body = { staffId: f.staff.id, periodStart: NOV_9 };
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await post(h, APPROVE, f.c.users[role].token, body)).statusCode).toBe(403);
    }
    const stranger = await createCompany(h);
    expect((await post(h, APPROVE, stranger.users.Administrator.token, body)).statusCode).toBe(404);
    expect((await post(h, APPROVE, f.c.users.CompanyAdmin.token, body)).statusCode).toBe(200);
    // The worker signed in is f.staff: the other worker's pay stays out of reach.
    expect((await get(h, `${MY_PAY}?staffId=${f.otherStaff.id}`, f.c.users.Staff.token)).statusCode).toBe(
      404,
    );
    expect((await get(h, `${MY_PAY}?periodStart=${NOV_9}`, stranger.users.Staff.token)).statusCode).toBe(404);
    // Nothing was frozen for the stranger's company.
    const ctx = await companyPayContext(h.database.db, stranger.companyId, h.clock.now());
    expect(await approvedPayLines(h.database.db, ctx, { fromDate: NOV_9, toDate: '2026-11-22' })).toEqual([]);
  });
});
