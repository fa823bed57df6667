import { TIMESHEET_MESSAGES as T } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { harness } from '../../../test/harness.ts';
import {
  activitiesBy,
  api,
  FROM,
  get,
  MON_9AM,
  NEXT_MON_9AM,
  setStatus,
  statusOf,
  TO,
  TUE_9AM,
  timesheetCompany,
  workedShift,
} from './split-approvals.test-kit.ts';

beforeAll(async () => {
  await harness();
});

const approve = (attendancesplitId: string) => api('Attendances/approve_attendance', { attendancesplitId });
const request = (attendancesplitId: string, reason?: string) =>
  api('Attendances/request_adjustment', { attendancesplitId, ...(reason === undefined ? {} : { reason }) });
const approveAll = (q: Record<string, string>) => api('Attendances/approve_all', q);

describe('GET /api/Attendances/approve_attendance', () => {
  it('lets a support worker approve their own pending split, stamped and logged', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const { splitId } = await workedShift(h, f, MON_9AM);
    const res = await get(h, approve(splitId), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: T.staffApproved });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await statusOf(h, splitId);
    expect(row).toMatchObject({ status: 'Approved', statusChangedBy: f.c.users.Staff.id });
    expect(row?.statusChangedAt?.toISOString()).toBe(h.clock.now().toISOString());
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/^Approved their M split of 2026-11-09$/),
    );
  });

  it('lets the office approve a pending or adjusted split (either spelling of the id)', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const pending = await workedShift(h, f, MON_9AM);
    const adjusted = await workedShift(h, f, TUE_9AM);
    await setStatus(h, adjusted.splitId, 'Adjusted', 'Left at 2pm');
    const a = await get(h, approve(pending.splitId), f.c.users.CompanyAdmin.token);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toEqual({ status: 'Success', message: T.approved });
    const b = await get(
      h,
      api('Attendances/approve_attendance', { attendanceSplitId: adjusted.splitId }),
      f.c.users.Administrator.token,
    );
    expect(b.statusCode, b.body).toBe(200);
    expect((await statusOf(h, pending.splitId))?.status).toBe('Approved');
    expect(await statusOf(h, adjusted.splitId)).toMatchObject({
      status: 'Approved',
      statusChangedBy: f.c.users.Administrator.id,
      adjustmentReason: 'Left at 2pm',
    });
    expect(await activitiesBy(h, f.c.users.CompanyAdmin.id)).toContainEqual(
      expect.stringMatching(/^Approved Staff-\w+ Test’s M split of 2026-11-09$/),
    );
  });

  it('refuses a status the actor may not approve, leaving it as it was', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const { splitId } = await workedShift(h, f, MON_9AM);
    const cases: [string, string][] = [
      ['Need Adjustment', f.c.users.Staff.token],
      ['Adjusted', f.c.users.Staff.token],
      ['Approved', f.c.users.Staff.token],
      ['Need Adjustment', f.c.users.CompanyAdmin.token],
      ['Approved', f.c.users.CompanyAdmin.token],
    ];
    for (const [status, token] of cases) {
      await setStatus(h, splitId, status);
      const res = await get(h, approve(splitId), token);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe(T.notPending);
      expect((await statusOf(h, splitId))?.status).toBe(status);
    }
  });

  it('checks the id', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    for (const url of [approve('nope'), api('Attendances/approve_attendance')]) {
      const res = await get(h, url, f.c.users.CompanyAdmin.token);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['attendancesplitId']);
    }
  });

  it('refuses other roles, even with the Adjust Attendances claim', async () => {
    const h = await harness();
    const f = await timesheetCompany(h, { CareManager: ['Adjust Attendances', 'Generate Timesheet'] });
    const { splitId } = await workedShift(h, f, MON_9AM);
    for (const role of ['Client', 'Auditor', 'CareManager'] as const) {
      const res = await get(h, approve(splitId), f.c.users[role].token);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await statusOf(h, splitId))?.status).toBe('Pending');
  });

  it('hides another company’s split and another worker’s split (404)', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const g = await timesheetCompany(h);
    const mine = await workedShift(h, f, MON_9AM);
    const colleague = await workedShift(h, f, TUE_9AM, { staffId: f.otherStaff.id });
    expect((await get(h, approve(mine.splitId), g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, approve(mine.splitId), g.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, approve(colleague.splitId), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await statusOf(h, mine.splitId))?.status).toBe('Pending');
    expect((await statusOf(h, colleague.splitId))?.status).toBe('Pending');
  });
});

describe('GET /api/Attendances/request_adjustment', () => {
  it('lets a worker ask to adjust their own pending split, keeping what should change', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const a = await workedShift(h, f, MON_9AM);
    const b = await workedShift(h, f, TUE_9AM);
    const res = await get(h, request(a.splitId, '  I left at 12:30, not 13:00 '), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: T.adjustmentRequested });
    expect(await statusOf(h, a.splitId)).toMatchObject({
      status: 'Need Adjustment',
      adjustmentReason: 'I left at 12:30, not 13:00',
      statusChangedBy: f.c.users.Staff.id,
    });
    const noReason = await get(h, request(b.splitId), f.c.users.Staff.token);
    expect(noReason.statusCode, noReason.body).toBe(200);
    expect(await statusOf(h, b.splitId)).toMatchObject({ status: 'Need Adjustment', adjustmentReason: null });
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      'Requested an adjustment of their M split of 2026-11-09: I left at 12:30, not 13:00',
    );
  });

  it('refuses a split that is not pending, and a reason too long', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const { splitId } = await workedShift(h, f, MON_9AM);
    for (const status of ['Approved', 'Need Adjustment', 'Adjusted']) {
      await setStatus(h, splitId, status);
      const res = await get(h, request(splitId, 'Wrong times'), f.c.users.Staff.token);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe(T.notPending);
      expect((await statusOf(h, splitId))?.status).toBe(status);
    }
    await setStatus(h, splitId, 'Pending');
    const long = await get(h, request(splitId, 'x'.repeat(501)), f.c.users.Staff.token);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ reason: 'At most 500 characters' });
    const bad = await get(h, request('nope'), f.c.users.Staff.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['attendancesplitId']);
    expect((await statusOf(h, splitId))?.status).toBe('Pending');
  });

  it('is the worker’s alone: the office, a client and an auditor are refused (403)', async () => {
    const h = await harness();
    const f = await timesheetCompany(h, { CareManager: ['Adjust Attendances'] });
    const { splitId } = await workedShift(h, f, MON_9AM);
    for (const role of ['CompanyAdmin', 'Administrator', 'Client', 'Auditor', 'CareManager'] as const) {
      const res = await get(h, request(splitId, 'x'), f.c.users[role].token);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await statusOf(h, splitId))?.status).toBe('Pending');
  });

  it('hides another worker’s and another company’s split (404)', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const g = await timesheetCompany(h);
    const colleague = await workedShift(h, f, MON_9AM, { staffId: f.otherStaff.id });
    const mine = await workedShift(h, f, TUE_9AM);
    expect((await get(h, request(colleague.splitId, 'x'), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, request(mine.splitId, 'x'), g.c.users.Staff.token)).statusCode).toBe(404);
    expect((await statusOf(h, colleague.splitId))?.status).toBe('Pending');
    expect((await statusOf(h, mine.splitId))?.status).toBe('Pending');
  });
});

describe('GET /api/Attendances/approve_all', () => {
  it('approves every pending split of the staff member in the period, and only those', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const a = await workedShift(h, f, MON_9AM);
    const b = await workedShift(h, f, TUE_9AM, { minutes: 20 * 60 });
    const waiting = await workedShift(h, f, '2026-11-11T22:00:00.000Z');
    const adjusted = await workedShift(h, f, '2026-11-12T22:00:00.000Z');
    const later = await workedShift(h, f, NEXT_MON_9AM);
    const colleague = await workedShift(h, f, MON_9AM, { staffId: f.otherStaff.id });
    await setStatus(h, waiting.splitId, 'Need Adjustment');
    await setStatus(h, adjusted.splitId, 'Adjusted');
    expect(b.splits.length).toBeGreaterThan(1);
    const res = await get(
      h,
      approveAll({ staffId: f.staff.id, fromDate: FROM, toDate: TO }),
      f.c.users.CompanyAdmin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: T.allApproved, approved: 1 + b.splits.length });
    for (const s of [...a.splits, ...b.splits]) {
      expect(await statusOf(h, s.id)).toMatchObject({
        status: 'Approved',
        statusChangedBy: f.c.users.CompanyAdmin.id,
      });
    }
    expect((await statusOf(h, waiting.splitId))?.status).toBe('Need Adjustment');
    expect((await statusOf(h, adjusted.splitId))?.status).toBe('Adjusted');
    expect((await statusOf(h, later.splitId))?.status).toBe('Pending');
    expect((await statusOf(h, colleague.splitId))?.status).toBe('Pending');
    expect(await activitiesBy(h, f.c.users.CompanyAdmin.id)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Approved ${1 + b.splits.length} pending splits of Staff-\\w+ Test’s attendance from ${FROM} to ${TO}$`,
        ),
      ),
    );
  });

  it('lets a worker approve all their own pending splits, not a colleague’s (404)', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const mine = await workedShift(h, f, MON_9AM);
    const colleague = await workedShift(h, f, MON_9AM, { staffId: f.otherStaff.id });
    const own = await get(
      h,
      approveAll({ staffId: f.staff.id, fromDate: FROM, toDate: TO }),
      f.c.users.Staff.token,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().approved).toBe(1);
    expect((await statusOf(h, mine.splitId))?.status).toBe('Approved');
    const other = await get(
      h,
      approveAll({ staffId: f.otherStaff.id, fromDate: FROM, toDate: TO }),
      f.c.users.Staff.token,
    );
    expect(other.statusCode).toBe(404);
    // Whose first: a colleague's is not found, whatever the period says.
    const unread = await get(
      h,
      approveAll({ staffId: f.otherStaff.id, fromDate: 'x' }),
      f.c.users.Staff.token,
    );
    expect(unread.statusCode).toBe(404);
    expect((await statusOf(h, colleague.splitId))?.status).toBe('Pending');
    const none = await get(
      h,
      approveAll({ staffId: f.staff.id, fromDate: FROM, toDate: TO }),
      f.c.users.Staff.token,
    );
    expect(none.json()).toEqual({ status: 'Success', message: T.allApproved, approved: 0 });
  });

  it('checks the staff member and the period at their fields', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const { splitId } = await workedShift(h, f, MON_9AM);
    const staffId = f.staff.id;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ staffId, toDate: TO }, { fromDate: T.periodRequired }],
      [{ staffId, fromDate: FROM }, { toDate: T.periodRequired }],
      [{ staffId, fromDate: 'soon', toDate: TO }, { fromDate: T.periodRequired }],
      [{ staffId, fromDate: TO, toDate: FROM }, { toDate: T.periodOrder }],
      [{ staffId, fromDate: FROM, toDate: '2027-02-01T13:00:00.000Z' }, { toDate: T.periodTooLong }],
    ];
    for (const [q, errors] of cases) {
      const res = await get(h, approveAll(q), f.c.users.CompanyAdmin.token);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const bad = await get(
      h,
      approveAll({ staffId: 'x', fromDate: FROM, toDate: TO }),
      f.c.users.CompanyAdmin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['staffId']);
    expect((await statusOf(h, splitId))?.status).toBe('Pending');
  });

  it('refuses a client, an auditor and a claim holder (403), and another company’s staff member (404)', async () => {
    const h = await harness();
    const f = await timesheetCompany(h, { CareManager: ['Adjust Attendances', 'Generate Timesheet'] });
    const g = await timesheetCompany(h);
    const { splitId } = await workedShift(h, f, MON_9AM);
    const q = { staffId: f.staff.id, fromDate: FROM, toDate: TO };
    for (const role of ['Client', 'Auditor', 'CareManager'] as const) {
      expect((await get(h, approveAll(q), f.c.users[role].token)).statusCode, role).toBe(403);
    }
    expect((await get(h, approveAll(q), g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await statusOf(h, splitId))?.status).toBe('Pending');
  });
});
