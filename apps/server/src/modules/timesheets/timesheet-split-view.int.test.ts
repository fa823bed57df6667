import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { harness } from '../../../test/harness.ts';
import { attendanceSplits, attendances } from '../../db/schema/index.ts';
import { recomputeSplits } from '../attendance/split-recompute.ts';
import {
  api,
  get,
  MON_9AM,
  setStatus,
  statusOf,
  TUE_9AM,
  timesheetCompany,
  workedShift,
} from './split-approvals.test-kit.ts';
import { timesheetSplitViews } from './timesheet-split-view.ts';

beforeAll(async () => {
  await harness();
});

describe('timesheetSplitViews', () => {
  it('maps splits as get_split_attendances does, with worker, shift dates and request, by clock-in', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const g = await timesheetCompany(h);
    const late = await workedShift(h, f, TUE_9AM, { minutes: 20 * 60 });
    const early = await workedShift(h, f, MON_9AM);
    const colleague = await workedShift(h, f, MON_9AM, { staffId: f.otherStaff.id });
    await workedShift(h, g, MON_9AM);
    await setStatus(h, early.splitId, 'Need Adjustment', 'Left early');
    const views = await timesheetSplitViews(
      h.database.db,
      f.c.companyId,
      eq(attendances.staffId, f.staff.id),
    );
    expect(views.map((v) => v.attendanceSplitId)).toEqual([early.splitId, ...late.splits.map((s) => s.id)]);
    const listed = await get(
      h,
      api('Attendances/get_split_attendances', { attendanceId: late.attendanceId }),
      f.c.users.CompanyAdmin.token,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    for (const [i, split] of listed.json().splittedAttendance.entries()) {
      expect(views[i + 1]).toMatchObject(split);
    }
    expect(views[0]).toMatchObject({
      attendanceId: early.attendanceId,
      staffId: f.staff.id,
      staffName: expect.stringMatching(/^Staff-\w+ Test$/),
      status: 'Need Adjustment',
      adjustmentReason: 'Left early',
      statusChangedAt: null,
      shift: 'M',
      shiftName: expect.any(String),
      localDate: '2026-11-09',
      shiftRoster: {
        shiftRosterId: early.shiftId,
        clients: expect.stringMatching(/\w/),
        dateFrom: MON_9AM,
        dateTo: '2026-11-09T02:00:00.000Z',
      },
    });
    const all = await timesheetSplitViews(h.database.db, f.c.companyId);
    expect(all.map((v) => v.attendanceSplitId).sort()).toEqual(
      [early.splitId, colleague.splitId, ...late.splits.map((s) => s.id)].sort(),
    );
  });

  it('keeps an unchanged split’s request and approval trail when the splits are recomputed', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const w = await workedShift(h, f, MON_9AM);
    await h.database.db
      .update(attendanceSplits)
      .set({
        status: 'Need Adjustment',
        adjustmentReason: 'Wrong start',
        statusChangedAt: h.clock.now(),
        statusChangedBy: f.c.users.Staff.id,
      })
      .where(eq(attendanceSplits.id, w.splitId));
    await h.database.db
      .update(attendances)
      .set({ endKm: 150 })
      .where(and(eq(attendances.id, w.attendanceId), eq(attendances.companyId, f.c.companyId)));
    await recomputeSplits(h.database.db, f.c.companyId, [w.attendanceId], null);
    const row = await statusOf(h, w.splitId);
    expect(row).toMatchObject({
      status: 'Need Adjustment',
      adjustmentReason: 'Wrong start',
      statusChangedBy: f.c.users.Staff.id,
      totalKm: 50,
    });
    expect(row?.statusChangedAt?.toISOString()).toBe(h.clock.now().toISOString());
  });
});
