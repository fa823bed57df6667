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
  sentTimesheet,
  setStatus,
  statusOf,
  TO,
  TUE_9AM,
  timesheetCompany,
  timesheetRow,
  workedShift,
} from './split-approvals.test-kit.ts';

beforeAll(async () => {
  await harness();
});

const approve = (timesheetId: string) => api('Timesheets/approve_timesheet', { timesheetId });
const reject = (timesheetId: string, reason?: string) =>
  api('Timesheets/reject_timesheet', { timesheetId, ...(reason === undefined ? {} : { reason }) });

describe('GET /api/Timesheets/approve_timesheet', () => {
  it('lets the worker approve their pending timesheet, approving its pending splits', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const a = await workedShift(h, f, MON_9AM);
    const b = await workedShift(h, f, TUE_9AM, { minutes: 20 * 60 });
    const adjusted = await workedShift(h, f, '2026-11-11T22:00:00.000Z');
    const later = await workedShift(h, f, NEXT_MON_9AM);
    await setStatus(h, later.splitId, 'Need Adjustment');
    await setStatus(h, adjusted.splitId, 'Adjusted');
    const id = await sentTimesheet(h, f);
    const res = await get(h, approve(id), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: T.timesheetApproved,
      approved: 1 + b.splits.length,
    });
    for (const s of [...a.splits, ...b.splits]) {
      expect(await statusOf(h, s.id)).toMatchObject({
        status: 'Approved',
        statusChangedBy: f.c.users.Staff.id,
      });
    }
    expect((await statusOf(h, adjusted.splitId))?.status).toBe('Adjusted');
    expect((await statusOf(h, later.splitId))?.status).toBe('Need Adjustment');
    const row = await timesheetRow(h, f.c.companyId, id);
    expect(row).toMatchObject({ status: 'Approved', responseNote: null, userModified: f.c.users.Staff.id });
    expect(row?.respondedAt?.toISOString()).toBe(h.clock.now().toISOString());
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      `Approved their timesheet of ${FROM} to ${TO} (${1 + b.splits.length} pending splits approved)`,
    );
  });

  it('is refused while a split of its period waits for an adjustment', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const a = await workedShift(h, f, MON_9AM);
    const b = await workedShift(h, f, TUE_9AM);
    await setStatus(h, b.splitId, 'Need Adjustment', 'Wrong end');
    const id = await sentTimesheet(h, f);
    const res = await get(h, approve(id), f.c.users.Staff.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(T.awaitingAdjustments);
    expect((await timesheetRow(h, f.c.companyId, id))?.status).toBe('Pending');
    expect((await statusOf(h, a.splitId))?.status).toBe('Pending');
    await setStatus(h, b.splitId, 'Adjusted');
    const after = await get(h, approve(id), f.c.users.Staff.token);
    expect(after.statusCode, after.body).toBe(200);
    expect((await timesheetRow(h, f.c.companyId, id))?.status).toBe('Approved');
  });

  it('refuses a timesheet already answered, and a bad id', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    for (const status of ['Approved', 'Rejected']) {
      const id = await sentTimesheet(h, f, { status, from: status === 'Approved' ? FROM : TO });
      const res = await get(h, approve(id), f.c.users.Staff.token);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe(T.timesheetNotPending);
      expect((await timesheetRow(h, f.c.companyId, id))?.status).toBe(status);
    }
    const bad = await get(h, approve('nope'), f.c.users.Staff.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['timesheetId']);
  });

  it('is the worker’s own: other roles 403, a colleague’s or another company’s 404', async () => {
    const h = await harness();
    const f = await timesheetCompany(h, { CareManager: ['Generate Timesheet', 'Adjust Attendances'] });
    const g = await timesheetCompany(h);
    const mine = await sentTimesheet(h, f);
    const colleague = await sentTimesheet(h, f, { staffId: f.otherStaff.id });
    for (const role of ['CompanyAdmin', 'Administrator', 'Client', 'Auditor', 'CareManager'] as const) {
      expect((await get(h, approve(mine), f.c.users[role].token)).statusCode, role).toBe(403);
    }
    expect((await get(h, approve(colleague), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, approve(mine), g.c.users.Staff.token)).statusCode).toBe(404);
    expect((await timesheetRow(h, f.c.companyId, mine))?.status).toBe('Pending');
    expect((await timesheetRow(h, f.c.companyId, colleague))?.status).toBe('Pending');
  });
});

describe('GET /api/Timesheets/reject_timesheet', () => {
  it('lets the worker ask for changes, keeping the reason; the splits stay as they are', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const a = await workedShift(h, f, MON_9AM);
    const id = await sentTimesheet(h, f);
    const res = await get(h, reject(id, '  Tuesday is missing  '), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: T.changesRequested });
    const row = await timesheetRow(h, f.c.companyId, id);
    expect(row).toMatchObject({ status: 'Rejected', responseNote: 'Tuesday is missing' });
    expect(row?.respondedAt?.toISOString()).toBe(h.clock.now().toISOString());
    expect((await statusOf(h, a.splitId))?.status).toBe('Pending');
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      `Asked for changes to their timesheet of ${FROM} to ${TO}: Tuesday is missing`,
    );
  });

  it('needs a reason, and a pending timesheet', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const id = await sentTimesheet(h, f);
    for (const reason of [undefined, '   ']) {
      const res = await get(h, reject(id, reason), f.c.users.Staff.token);
      expect(res.statusCode, String(reason)).toBe(400);
      expect(res.json().errors).toEqual({ reason: T.reasonRequired });
    }
    const long = await get(h, reject(id, 'x'.repeat(1001)), f.c.users.Staff.token);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['reason']);
    expect((await timesheetRow(h, f.c.companyId, id))?.status).toBe('Pending');
    const answered = await sentTimesheet(h, f, { status: 'Approved', from: TO, to: NEXT_MON_9AM });
    const res = await get(h, reject(answered, 'Too late'), f.c.users.Staff.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(T.timesheetNotPending);
    expect((await timesheetRow(h, f.c.companyId, answered))?.status).toBe('Approved');
  });

  it('is the worker’s own: other roles 403, a colleague’s or another company’s 404', async () => {
    const h = await harness();
    const f = await timesheetCompany(h);
    const g = await timesheetCompany(h);
    const mine = await sentTimesheet(h, f);
    const colleague = await sentTimesheet(h, f, { staffId: f.otherStaff.id });
    for (const role of ['CompanyAdmin', 'Client', 'Auditor'] as const) {
      expect((await get(h, reject(mine, 'x'), f.c.users[role].token)).statusCode, role).toBe(403);
    }
    expect((await get(h, reject(colleague, 'x'), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, reject(colleague), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, reject(mine, 'x'), g.c.users.Staff.token)).statusCode).toBe(404);
    expect((await timesheetRow(h, f.c.companyId, mine))?.status).toBe('Pending');
  });
});
