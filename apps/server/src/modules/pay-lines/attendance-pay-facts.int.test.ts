import { PAY_FACTS_MESSAGES as M } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesBy,
  attendanceAt,
  attendanceCompany,
  attendanceUrl,
  minutesFromNow,
  reportFor,
  shiftIn,
  splitsOf,
} from '../../../test/attendance.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { postForm } from '../../../test/uploads.ts';
import { attendances } from '../../db/schema/index.ts';
import { worked } from '../timesheets/timesheets.test-kit.ts';
import { approve, payCompany, STAFF_LINES } from './pay-lines.test-kit.ts';

// Issue 38: an attendance's unpaid break, the work inside a sleepover and the roster's broken-shift
// flag reach the pay lines; the office records them in the attendance's edit (multipart).

beforeAll(async () => {
  await harness();
});

const edit = (id: string) => `/api/Attendances/edit/${id}`;
const lines = async (h: Awaited<ReturnType<typeof harness>>, token: string, staffId: string) => {
  const res = await get(h, `${STAFF_LINES}?staffId=${staffId}&fromDate=2026-11-23&toDate=2026-12-06`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().periods[0] as {
    lines: { category: string; hours: string | null; units: string | null; explanation: string }[];
    warnings: string[];
    status: string;
  };
};

describe('pay lines from an attendance’s breaks, sleepover work and broken-shift mark', () => {
  it('a sleepover with work recorded inside it pays sleepover-work beside its allowance', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    // Tue 1 Dec 22:00 → Wed 2 Dec 07:00, woken 02:10–02:55.
    const night = await worked(
      h,
      f.c.companyId,
      f.staff.id,
      f.client.id,
      '2026-12-01T22:00:00+11:00',
      '2026-12-02T07:00:00+11:00',
      { night: true },
    );
    const before = await lines(h, admin, f.staff.id);
    expect(before.lines.map((l) => l.category)).toEqual(['sleepover-allowance']);
    const res = await postForm(h, edit(night.attendanceId), admin, {
      ClockIn: '2026-12-01T22:00',
      ClockOut: '2026-12-02T07:00',
      ActivePeriods: '2026-12-02T02:10/2026-12-02T02:55',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await lines(h, admin, f.staff.id);
    expect(after.lines.map((l) => [l.category, l.hours ?? l.units])).toEqual([
      ['sleepover-allowance', '1'],
      // 45 minutes worked: the 1 h minimum of work inside a sleepover (SCHADS.md).
      ['sleepover-work', '1.00'],
    ]);
    const view = await get(h, `/api/Attendances/${night.attendanceId}`, admin);
    expect(view.json().activePeriods).toEqual([
      { start: '2026-12-01T15:10:00.000Z', end: '2026-12-01T15:55:00.000Z' },
    ]);
    expect(await activitiesBy(h, f.c.users.CompanyAdmin.id)).toContainEqual(
      expect.stringMatching(/1 period worked in the sleepover\)$/),
    );
  });

  it('two periods of a broken shift pay broken-shift-allowance-1', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const morning = ['2026-12-02T07:00:00+11:00', '2026-12-02T09:00:00+11:00'] as const;
    const evening = ['2026-12-02T16:00:00+11:00', '2026-12-02T19:00:00+11:00'] as const;
    const ids: string[] = [];
    for (const [from, to] of [morning, evening]) {
      ids.push(
        (await worked(h, f.c.companyId, f.staff.id, f.client.id, from, to, { broken: true })).shiftRosterId,
      );
    }
    const period = await lines(h, f.c.users.CompanyAdmin.token, f.staff.id);
    const allowance = period.lines.find((l) => l.category === 'broken-shift-allowance-1');
    expect(allowance?.units).toBe('1');
    expect(allowance?.explanation).toMatch(/broken shift/i);
    // The roster's reads carry the flag (the roster and the worker's card show it).
    const shift = await get(h, `/api/ShiftRosters/${ids[0]}`, f.c.users.Staff.token);
    expect(shift.json().isBrokenShift).toBe(true);
  });

  it('the worker records the break and the work inside a sleepover at clock-out', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const token = f.c.users.Staff.token;
    const dayShift = await shiftIn(h, f, -480, { minutes: 480 });
    await attendanceAt(h, f, dayShift, { minutesAgo: 480 });
    await reportFor(h, f.c.companyId, dayShift);
    const out = (shiftId: string, extra: Record<string, string>) =>
      get(h, attendanceUrl('Attendances/clock_out', { shiftId, ...extra }), token);
    const negative = await out(dayShift, { unpaidBreakMinutes: '-30' });
    expect([negative.statusCode, negative.json().errors]).toEqual([
      400,
      { unpaidBreakMinutes: M.breakNegative },
    ]);
    const ok = await out(dayShift, { unpaidBreakMinutes: '30' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().attendance).toMatchObject({ unpaidBreakMinutes: 30, activePeriods: [] });

    const night = await shiftIn(h, f, -540, { minutes: 540, isNightShift: true });
    const nightIn = await attendanceAt(h, f, night, { minutesAgo: 540 });
    await reportFor(h, f.c.companyId, night);
    const start = minutesFromNow(h, -300).toISOString();
    const end = minutesFromNow(h, -255).toISOString();
    const outside = await out(night, { activePeriods: `${minutesFromNow(h, -600).toISOString()}/${end}` });
    expect([outside.statusCode, outside.json().errors]).toEqual([400, { activePeriods: M.activeOutside }]);
    const woken = await out(night, { activePeriods: `${start}/${end}` });
    expect(woken.statusCode, woken.body).toBe(200);
    const [row] = await h.database.db.select().from(attendances).where(eq(attendances.id, nightIn));
    expect(row?.activePeriods).toEqual([{ start, end }]);
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/^Clocked out of the .*\(unpaid break 30 min\)$/),
    );
  });

  it('an unpaid break is deducted from pay, sends the splits back for approval and leaves billing alone', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const day = await worked(
      h,
      f.c.companyId,
      f.staff.id,
      f.client.id,
      '2026-12-02T09:00:00+11:00',
      '2026-12-02T17:00:00+11:00',
    );
    await approve(h, [day.attendanceId]);
    const splitsBefore = await splitsOf(h, day.attendanceId);
    const res = await postForm(h, edit(day.attendanceId), admin, {
      ClockIn: '2026-12-02T09:00',
      ClockOut: '2026-12-02T17:00',
      UnpaidBreakMinutes: '30',
    });
    expect(res.statusCode, res.body).toBe(200);
    const period = await lines(h, admin, f.staff.id);
    // Casual weekday: 8 h less the 30-minute break.
    expect(period.lines.map((l) => [l.category, l.hours])).toEqual([['ordinary', '7.50']]);
    const splitsAfter = await splitsOf(h, day.attendanceId);
    // Billing reads the splits: the same times and ids (the break is not billed off), but Pending again.
    expect(splitsAfter.map((s) => [s.id, s.durationTicks])).toEqual(
      splitsBefore.map((s) => [s.id, s.durationTicks]),
    );
    expect(splitsBefore.every((s) => s.status === 'Approved')).toBe(true);
    expect(splitsAfter.every((s) => s.status === 'Pending')).toBe(true);
    expect(period.status).toBe('waiting');
    // Saving the same break again changes nothing pay reads: the approval stays.
    await approve(h, [day.attendanceId]);
    await postForm(h, edit(day.attendanceId), admin, {
      ClockIn: '2026-12-02T09:00',
      ClockOut: '2026-12-02T17:00',
      UnpaidBreakMinutes: '30',
    });
    expect((await splitsOf(h, day.attendanceId)).every((s) => s.status === 'Approved')).toBe(true);
  });

  it('a break recorded after the pay period was approved is a correction in the next period once re-approved', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
    const approved = await post(h, '/api/PayLines/approve_pay_period', admin, {
      staffId: f.staff.id,
      periodStart: '2026-11-09',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Saturday 8:00–14:00 gets a 30-minute unpaid break: the splits wait for approval again.
    const res = await postForm(h, edit(f.saturday.attendanceId), admin, {
      ClockIn: '2026-11-14T08:00',
      ClockOut: '2026-11-14T14:00',
      StartKm: '1000',
      EndKm: '1012.5',
      UnpaidBreakMinutes: '30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await splitsOf(h, f.saturday.attendanceId)).every((s) => s.status === 'Pending')).toBe(true);
    await approve(h, [f.saturday.attendanceId]);
    const next = await lines(h, admin, f.staff.id);
    expect(next.lines.map((l) => [l.category, l.hours])).toEqual([['saturday', '-0.50']]);
    expect(next.lines[0]?.explanation).toMatch(
      /^Correction to the period 9–22 Nov: Sat 14 Nov .* was 6 h, now 5\.5 h/,
    );
  });

  it('a break or a period outside the attendance, overlapping or negative is a 400 naming the field, nothing saved', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const day = await worked(
      h,
      f.c.companyId,
      f.staff.id,
      f.client.id,
      '2026-12-02T09:00:00+11:00',
      '2026-12-02T17:00:00+11:00',
    );
    const night = await worked(
      h,
      f.c.companyId,
      f.staff.id,
      f.client.id,
      '2026-12-03T22:00:00+11:00',
      '2026-12-04T07:00:00+11:00',
      { night: true },
    );
    const times = { ClockIn: '2026-12-02T09:00', ClockOut: '2026-12-02T17:00' };
    const nightTimes = { ClockIn: '2026-12-03T22:00', ClockOut: '2026-12-04T07:00' };
    const cases: [string, Record<string, string>, Record<string, string>][] = [
      [day.attendanceId, { ...times, UnpaidBreakMinutes: '-10' }, { unpaidBreakMinutes: M.breakNegative }],
      [day.attendanceId, { ...times, UnpaidBreakMinutes: '480' }, { unpaidBreakMinutes: M.breakTooLong }],
      [
        day.attendanceId,
        { ...times, UnpaidBreaks: '2026-12-02T08:30/2026-12-02T09:15' },
        { unpaidBreaks: M.breakOutside },
      ],
      [
        day.attendanceId,
        { ...times, UnpaidBreaks: '2026-12-02T12:00/2026-12-02T12:30,2026-12-02T12:20/2026-12-02T12:40' },
        { unpaidBreaks: M.breaksOverlap },
      ],
      [
        day.attendanceId,
        { ...times, UnpaidBreaks: '2026-12-02T12:30/2026-12-02T12:00' },
        { unpaidBreaks: M.breakEndAfterStart },
      ],
      [
        day.attendanceId,
        { ...times, ActivePeriods: '2026-12-02T12:00/2026-12-02T12:30' },
        { activePeriods: M.activeOnlySleepover },
      ],
      [
        night.attendanceId,
        { ...nightTimes, ActivePeriods: '2026-12-04T06:30/2026-12-04T07:30' },
        { activePeriods: M.activeOutside },
      ],
      [
        night.attendanceId,
        {
          ...nightTimes,
          ActivePeriods: '2026-12-04T02:00/2026-12-04T03:00,2026-12-04T02:30/2026-12-04T02:45',
        },
        { activePeriods: M.activeOverlap },
      ],
      [
        night.attendanceId,
        { ...nightTimes, UnpaidBreakMinutes: '30' },
        { unpaidBreakMinutes: M.sleepoverNoBreaks },
      ],
      // New times that leave a stored period outside are refused too (the period is kept, not dropped).
    ];
    for (const [id, body, errors] of cases) {
      const res = await postForm(h, edit(id), admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const rows = await h.database.db.select().from(attendances).where(eq(attendances.staffId, f.staff.id));
    expect(
      rows.every(
        (r) => r.unpaidBreakMinutes === null && r.unpaidBreaks.length === 0 && r.activePeriods.length === 0,
      ),
    ).toBe(true);
    // A period saved, then times that leave it outside: refused, the times unchanged.
    const ok = await postForm(h, edit(night.attendanceId), admin, {
      ...nightTimes,
      ActivePeriods: '2026-12-04T05:00/2026-12-04T05:30',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const moved = await postForm(h, edit(night.attendanceId), admin, {
      ClockIn: '2026-12-03T22:00',
      ClockOut: '2026-12-04T04:00',
    });
    expect([moved.statusCode, moved.json().errors]).toEqual([400, { activePeriods: M.activeOutside }]);
    const [stored] = await h.database.db
      .select()
      .from(attendances)
      .where(eq(attendances.id, night.attendanceId));
    expect(stored?.clockOut?.toISOString()).toBe('2026-12-03T20:00:00.000Z');
  });

  it('a worker cannot edit an attendance; another company’s attendance is a 404', async () => {
    const h = await harness();
    const f = await payCompany(h);
    const body = { ClockIn: '2026-11-11T09:00', ClockOut: '2026-11-11T13:00', UnpaidBreakMinutes: '15' };
    const worker = await postForm(h, edit(f.weekday.attendanceId), f.c.users.Staff.token, body);
    expect(worker.statusCode).toBe(403);
    const other = await createCompany(h);
    const stranger = await postForm(h, edit(f.weekday.attendanceId), other.users.CompanyAdmin.token, body);
    expect(stranger.statusCode).toBe(404);
    const [row] = await h.database.db
      .select()
      .from(attendances)
      .where(eq(attendances.id, f.weekday.attendanceId));
    expect(row?.unpaidBreakMinutes).toBeNull();
  });
});
