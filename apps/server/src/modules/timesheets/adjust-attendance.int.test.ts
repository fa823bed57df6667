import { ATTENDANCE_MESSAGES as A, TIMESHEET_MESSAGES as T, TICKS_PER_MINUTE } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { harness } from '../../../test/harness.ts';
import { attendances } from '../../db/schema/index.ts';
import {
  activitiesBy,
  api,
  FROM,
  get,
  MON_9AM,
  NEXT_MON_9AM,
  setStatus,
  splitsOf,
  statusOf,
  TO,
  TUE_9AM,
  timesheetCompany,
  workedShift,
} from './split-approvals.test-kit.ts';

beforeAll(async () => {
  await harness();
});

const adjust = (attendanceId: string, q: Record<string, string> = {}) =>
  api('attendances/adjust_attendances', { userId: 'x', attendanceId, ...q });
const adjustPeriod = (q: Record<string, string>) =>
  api('Attendances/adjust_periodic_attendance', { userId: 'x', ...q });

const attendanceRow = async (h: Awaited<ReturnType<typeof harness>>, id: string) =>
  (await h.database.db.select().from(attendances).where(eq(attendances.id, id)))[0];

describe('GET /api/attendances/adjust_attendances', () => {
  it('marks every split of the attendance not yet approved Adjusted, and replies with them', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const w = await workedShift(h, f, TUE_9AM, { minutes: 20 * 60 });
    expect(w.splits.length).toBeGreaterThanOrEqual(3);
    const [first, second, ...rest] = w.splits;
    await setStatus(h, first?.id as string, 'Approved');
    await setStatus(h, second?.id as string, 'Need Adjustment', 'Finished at 2am');
    const res = await get(h, adjust(w.attendanceId), f.c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Success', message: T.adjusted });
    expect(body.splits.map((s: { attendanceSplitId: string }) => s.attendanceSplitId)).toEqual(
      w.splits.map((s) => s.id),
    );
    expect(body.splits.map((s: { status: string }) => s.status)).toEqual([
      'Approved',
      'Adjusted',
      ...rest.map(() => 'Adjusted'),
    ]);
    expect(body.splits[1]).toMatchObject({
      attendanceId: w.attendanceId,
      staffId: f.staff.id,
      staffName: expect.stringMatching(/^Staff-\w+ Test$/),
      adjustmentReason: 'Finished at 2am',
      statusChangedAt: h.clock.now().toISOString(),
      shiftRoster: { shiftRosterId: w.shiftId, dateFrom: TUE_9AM },
    });
    // The worker's request stays with the splits the office adjusted.
    expect(body.splits[2].adjustmentReason).toBe('Finished at 2am');
    expect(await statusOf(h, first?.id as string)).toMatchObject({
      status: 'Approved',
      statusChangedBy: null,
    });
    expect(await statusOf(h, second?.id as string)).toMatchObject({
      status: 'Adjusted',
      statusChangedBy: f.c.users.Administrator.id,
    });
    expect(await activitiesBy(h, f.c.users.Administrator.id)).toContainEqual(
      expect.stringMatching(new RegExp(`^Adjusted Staff-\\w+ Test’s attendance of ${TUE_9AM}$`)),
    );
  });

  it('applies new times and kilometres, recomputing the splits', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const w = await workedShift(h, f, MON_9AM, { startKm: 100, endKm: 112 });
    await setStatus(h, w.splitId, 'Need Adjustment', 'I left at 12:30');
    const res = await get(
      h,
      adjust(w.attendanceId, { clockOut: '2026-11-09T01:30:00.000Z', endKm: '130' }),
      f.c.users.CompanyAdmin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await attendanceRow(h, w.attendanceId);
    expect(row?.clockIn.toISOString()).toBe(MON_9AM);
    expect(row?.clockOut?.toISOString()).toBe('2026-11-09T01:30:00.000Z');
    expect(row).toMatchObject({ startKm: 100, endKm: 130, userModified: f.c.users.CompanyAdmin.id });
    const splits = await splitsOf(h, w.attendanceId);
    expect(splits).toHaveLength(1);
    expect(splits[0]).toMatchObject({
      code: 'M',
      durationTicks: 210 * TICKS_PER_MINUTE,
      totalKm: 30,
      status: 'Adjusted',
      adjustmentReason: 'I left at 12:30',
      statusChangedBy: f.c.users.CompanyAdmin.id,
    });
    expect(res.json().splits).toEqual([
      expect.objectContaining({
        attendanceSplitId: splits[0]?.id,
        duration: 210 * TICKS_PER_MINUTE,
        totalKm: 30,
      }),
    ]);
    expect(await activitiesBy(h, f.c.users.CompanyAdmin.id)).toContainEqual(
      `Adjusted ${res.json().splits[0].staffName}’s attendance of ${MON_9AM} (${MON_9AM} to 2026-11-09T01:30:00.000Z, 100 to 130 km)`,
    );
  });

  it('refuses an attendance with no split needing adjustment', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const w = await workedShift(h, f, MON_9AM);
    for (const status of ['Pending', 'Adjusted', 'Approved']) {
      await setStatus(h, w.splitId, status);
      const res = await get(h, adjust(w.attendanceId, { endKm: '150' }), f.c.users.CompanyAdmin.token);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe(T.notAwaitingAdjustment);
      expect((await statusOf(h, w.splitId))?.status).toBe(status);
    }
    expect((await attendanceRow(h, w.attendanceId))?.endKm).toBe(112);
  });

  it('checks each value at its field and changes nothing when one is wrong', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const w = await workedShift(h, f, MON_9AM, { startKm: 100, endKm: 112 });
    await setStatus(h, w.splitId, 'Need Adjustment');
    const cases: [Record<string, string>, string, string][] = [
      [{ clockIn: 'soon' }, 'clockIn', 'Enter a valid date and time'],
      [{ clockOut: '2026-11-08T21:00:00.000Z' }, 'clockOut', A.clockOutAfterIn],
      [{ clockOut: '2026-11-10T00:00:00.000Z' }, 'clockOut', A.tooLong],
      [{ startKm: 'ten' }, 'startKm', A.mustBeNumber],
      [{ endKm: '-1' }, 'endKm', A.notNegative],
      [{ endKm: '99' }, 'endKm', A.endKmBelowStart],
    ];
    for (const [q, field, message] of cases) {
      const res = await get(h, adjust(w.attendanceId, q), f.c.users.CompanyAdmin.token);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    }
    const bad = await get(h, adjust('nope'), f.c.users.CompanyAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['attendanceId']);
    expect((await statusOf(h, w.splitId))?.status).toBe('Need Adjustment');
    expect(await attendanceRow(h, w.attendanceId)).toMatchObject({ startKm: 100, endKm: 112 });
  });

  it('refuses new times that would leave the recorded unpaid break outside the attendance, changing nothing', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    // 9:00–13:00 Sydney with a break recorded at 11:30–12:00.
    const w = await workedShift(h, f, MON_9AM);
    const inMs = Date.parse(MON_9AM);
    const unpaidBreaks = [
      {
        start: new Date(inMs + 150 * 60_000).toISOString(),
        end: new Date(inMs + 180 * 60_000).toISOString(),
      },
    ];
    await h.database.db.update(attendances).set({ unpaidBreaks }).where(eq(attendances.id, w.attendanceId));
    await setStatus(h, w.splitId, 'Need Adjustment');
    const early = new Date(inMs + 165 * 60_000).toISOString();
    const res = await get(h, adjust(w.attendanceId, { clockOut: early }), f.c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ clockOut: T.breakNoLongerFits });
    expect((await attendanceRow(h, w.attendanceId))?.clockOut?.getTime()).toBe(inMs + 240 * 60_000);
    expect((await statusOf(h, w.splitId))?.status).toBe('Need Adjustment');
    // Times that keep the break inside are taken.
    const later = new Date(inMs + 210 * 60_000).toISOString();
    const ok = await get(h, adjust(w.attendanceId, { clockOut: later }), f.c.users.CompanyAdmin.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await attendanceRow(h, w.attendanceId))?.clockOut?.getTime()).toBe(inMs + 210 * 60_000);
  });

  it('is open to administrators and the Adjust Attendances claim only', async () => {
    const h = await harness();
    const f = await timesheetCompany(h, {
      CareManager: ['Adjust Attendances'],
      Auditor: ['Generate Timesheet'],
    });
    const w = await workedShift(h, f, MON_9AM);
    await setStatus(h, w.splitId, 'Need Adjustment');
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await get(h, adjust(w.attendanceId), f.c.users[role].token)).statusCode, role).toBe(403);
    }
    expect((await statusOf(h, w.splitId))?.status).toBe('Need Adjustment');
    const claim = await get(h, adjust(w.attendanceId), f.c.users.CareManager.token);
    expect(claim.statusCode, claim.body).toBe(200);
    expect((await statusOf(h, w.splitId))?.status).toBe('Adjusted');
  });

  it('hides another company’s attendance (404)', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const g = await timesheetCompany(h);
    const w = await workedShift(h, f, MON_9AM);
    await setStatus(h, w.splitId, 'Need Adjustment');
    expect((await get(h, adjust(w.attendanceId), g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await statusOf(h, w.splitId))?.status).toBe('Need Adjustment');
  });
});

describe('GET /api/Attendances/adjust_periodic_attendance', () => {
  it('marks Adjusted the staff member’s splits needing adjustment in the period, and only those', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const a = await workedShift(h, f, MON_9AM);
    const b = await workedShift(h, f, TUE_9AM);
    const pending = await workedShift(h, f, '2026-11-11T22:00:00.000Z');
    const later = await workedShift(h, f, NEXT_MON_9AM);
    const colleague = await workedShift(h, f, MON_9AM, { staffId: f.otherStaff.id });
    for (const w of [a, b, later, colleague]) {
      await setStatus(h, w.splitId, 'Need Adjustment', 'Wrong end');
    }
    const q = { shiftdatefrom: FROM, shiftdateto: TO, companyId: f.c.companyId, staffId: f.staff.id };
    const res = await get(h, adjustPeriod(q), f.c.users.CompanyAdmin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: T.adjusted, adjusted: 2 });
    for (const w of [a, b]) {
      expect(await statusOf(h, w.splitId)).toMatchObject({
        status: 'Adjusted',
        adjustmentReason: 'Wrong end',
        statusChangedBy: f.c.users.CompanyAdmin.id,
      });
    }
    expect((await statusOf(h, pending.splitId))?.status).toBe('Pending');
    expect((await statusOf(h, later.splitId))?.status).toBe('Need Adjustment');
    expect((await statusOf(h, colleague.splitId))?.status).toBe('Need Adjustment');
    expect(await activitiesBy(h, f.c.users.CompanyAdmin.id)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Adjusted 2 splits of Staff-\\w+ Test’s attendance from ${FROM} to ${TO}$`),
      ),
    );
    const again = await get(h, adjustPeriod(q), f.c.users.CompanyAdmin.token);
    expect(again.json()).toEqual({ status: 'Success', message: T.adjusted, adjusted: 0 });
  });

  it('checks the period and the staff member at their fields', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const w = await workedShift(h, f, MON_9AM);
    await setStatus(h, w.splitId, 'Need Adjustment');
    const staffId = f.staff.id;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ staffId, shiftdateto: TO }, { shiftdatefrom: T.periodRequired }],
      [{ staffId, shiftdatefrom: FROM }, { shiftdateto: T.periodRequired }],
      [{ staffId, shiftdatefrom: 'soon', shiftdateto: TO }, { shiftdatefrom: T.periodRequired }],
      [{ staffId, shiftdatefrom: TO, shiftdateto: FROM }, { shiftdateto: T.periodOrder }],
      [
        { staffId, shiftdatefrom: FROM, shiftdateto: '2027-02-01T13:00:00.000Z' },
        { shiftdateto: T.periodTooLong },
      ],
    ];
    for (const [q, errors] of cases) {
      const res = await get(h, adjustPeriod(q), f.c.users.CompanyAdmin.token);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const bad = await get(
      h,
      adjustPeriod({ staffId: 'x', shiftdatefrom: FROM, shiftdateto: TO }),
      f.c.users.CompanyAdmin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['staffId']);
    expect((await statusOf(h, w.splitId))?.status).toBe('Need Adjustment');
  });

  it('is open to administrators and the claim; other roles 403, another company 403 or 404', async () => {
    const h = await harness();
    const f = await timesheetCompany(h, { CareManager: ['Adjust Attendances'] });
    const g = await timesheetCompany(h);
    const w = await workedShift(h, f, MON_9AM);
    await setStatus(h, w.splitId, 'Need Adjustment');
    const q = { shiftdatefrom: FROM, shiftdateto: TO, staffId: f.staff.id };
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await get(h, adjustPeriod(q), f.c.users[role].token)).statusCode, role).toBe(403);
    }
    expect((await get(h, adjustPeriod(q), g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    const named = await get(
      h,
      adjustPeriod({ ...q, companyId: g.c.companyId }),
      f.c.users.CompanyAdmin.token,
    );
    expect(named.statusCode).toBe(403);
    expect((await statusOf(h, w.splitId))?.status).toBe('Need Adjustment');
    const claim = await get(h, adjustPeriod(q), f.c.users.CareManager.token);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().adjusted).toBe(1);
  });
});
