import { type PeriodicTimesheetView, type SentTimesheetView, TIMESHEET_MESSAGES as T } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesBy, get } from '../../../test/attendance.ts';
import { type Harness, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { staffs, timesheets } from '../../db/schema/index.ts';
import { FORTNIGHT, H, timesheetCompany, url } from './timesheets.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const rowsOf = (companyId: string) =>
  h.database.db.select().from(timesheets).where(eq(timesheets.companyId, companyId));

describe('GET /api/ShiftRosters/send_timesheet', () => {
  it('sends a Pending timesheet, mails the worker and logs it; sending again makes the one row Pending again', async () => {
    const f = await timesheetCompany(h);
    const admin = f.c.users.CompanyAdmin;
    const send = url('ShiftRosters/send_timesheet', {
      userId: admin.id,
      companyId: f.c.companyId,
      staffId: f.staff.id,
      ...FORTNIGHT,
    });
    const sentAt = h.clock.now().toISOString();
    const res = await get(h, send, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: T.timesheetSent,
      sent: 1,
      skipped: 0,
      logs: null,
    });
    const [row] = await rowsOf(f.c.companyId);
    expect(row).toMatchObject({ staffId: f.staff.id, status: 'Pending', sentBy: expect.any(String) });
    expect(row?.sentAt.toISOString()).toBe(sentAt);
    expect(row?.fromDate.toISOString()).toBe(FORTNIGHT.fromDate);
    const [staff] = await h.database.db.select().from(staffs).where(eq(staffs.id, f.staff.id));
    const mails = await mailsTo(h, staff?.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.bodyText).toContain('23 Hrs 0 min');
    expect(mails[0]?.bodyText).toContain('/app/staff/received-timesheet');
    expect(await activitiesBy(h, admin.id)).toContain(
      `Sent the timesheet of ${f.staff.firstName} Test for 07/09/2026 12:00 AM – 21/09/2026 12:00 AM`,
    );

    // The worker answered; the office sends it again: the same row, Pending, sent at the new time.
    await h.database.db
      .update(timesheets)
      .set({ status: 'Rejected', responseNote: 'Saturday was 4 hours', respondedAt: h.clock.now() })
      .where(eq(timesheets.id, row?.id as string));
    h.clock.advance(60_000);
    expect((await get(h, send, admin.token)).statusCode).toBe(200);
    const again = await rowsOf(f.c.companyId);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: row?.id, status: 'Pending', responseNote: null, respondedAt: null });
    expect(again[0]?.sentAt.toISOString()).toBe(h.clock.now().toISOString());

    // The periodic timesheet of exactly that period carries it.
    const periodic = await get(
      h,
      url('Attendances/load_periodic_timesheets', { staffId: f.staff.id, ...FORTNIGHT }),
      f.c.users.Staff.token,
    );
    expect((periodic.json() as PeriodicTimesheetView).timesheet).toMatchObject({
      timesheetId: row?.id,
      status: 'Pending',
    });
  });

  it('refuses a period without splits, no staff, a bad period, another company and the wrong role', async () => {
    const f = await timesheetCompany(h);
    const g = await timesheetCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const empty = await get(
      h,
      url('ShiftRosters/send_timesheet', {
        staffId: f.staff.id,
        fromDate: '2026-01-01T00:00:00Z',
        toDate: '2026-01-14T00:00:00Z',
      }),
      admin,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(T.nothingToSend);
    const none = await get(h, url('ShiftRosters/send_timesheet', FORTNIGHT), admin);
    expect(none.json().errors).toEqual({ staffs: T.staffRequired });
    const missing = await get(
      h,
      url('ShiftRosters/send_timesheet', { staffId: f.staff.id, toDate: FORTNIGHT.toDate }),
      admin,
    );
    expect(missing.json().errors).toEqual({ fromDate: T.periodRequired });
    expect(
      (await get(h, url('ShiftRosters/send_timesheet', { staffId: g.staff.id, ...FORTNIGHT }), admin))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          h,
          url('ShiftRosters/send_timesheet', { staffId: f.staff.id, companyId: g.c.companyId, ...FORTNIGHT }),
          admin,
        )
      ).statusCode,
    ).toBe(403);
    for (const role of ['Staff', 'Auditor'] as const) {
      expect(
        (
          await get(
            h,
            url('ShiftRosters/send_timesheet', { staffId: f.staff.id, ...FORTNIGHT }),
            f.c.users[role].token,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect(await rowsOf(f.c.companyId)).toEqual([]);
  });
});

describe('GET /api/ShiftRosters/send_all_timesheet', () => {
  it('sends to everyone with splits; one without a sign-in account is skipped, with a Warning and a log naming them', async () => {
    const f = await timesheetCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const res = await get(
      h,
      url('ShiftRosters/send_all_timesheet', { companyId: f.c.companyId, ...FORTNIGHT }),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ status: 'Warning', sent: 1, skipped: 1 });
    expect(reply.logs).toMatch(/^\/api\/Timesheets\/send_log\/[0-9a-f-]{36}$/);
    const rows = await rowsOf(f.c.companyId);
    expect(rows.map((r) => r.staffId)).toEqual([f.staff.id]);

    const log = await h.app.inject({
      method: 'GET',
      url: reply.logs,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-type']).toMatch(/^text\/plain/);
    expect(log.body).toContain(`Skipped ${f.otherStaff.firstName} Test`);
    expect(log.body).toContain('no sign-in account');
    expect(log.body).toContain(`Sent to ${f.staff.firstName} Test`);
    expect(log.body).toContain('Sent: 1, skipped: 1');

    // Another company's admin does not find the log; a worker may not read it.
    const g = await timesheetCompany(h);
    const foreign = await h.app.inject({
      method: 'GET',
      url: reply.logs,
      headers: { authorization: `Bearer ${g.c.users.CompanyAdmin.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const staff = await h.app.inject({
      method: 'GET',
      url: reply.logs,
      headers: { authorization: `Bearer ${f.c.users.Staff.token}` },
    });
    expect(staff.statusCode).toBe(403);
  });

  it('is a plain Success when everyone has an account, and refuses an empty period', async () => {
    const f = await timesheetCompany(h);
    await h.database.db.delete(timesheets).where(and(eq(timesheets.companyId, f.c.companyId)));
    // Give the other staff member an account (the Administrator user stands in for theirs).
    await h.database.db
      .update(staffs)
      .set({ userId: f.c.users.Administrator.id })
      .where(eq(staffs.id, f.otherStaff.id));
    const admin = f.c.users.CompanyAdmin.token;
    const res = await get(h, url('ShiftRosters/send_all_timesheet', FORTNIGHT), admin);
    expect(res.json()).toEqual({
      status: 'Success',
      message: T.timesheetSent,
      sent: 2,
      skipped: 0,
      logs: null,
    });
    const empty = await get(
      h,
      url('ShiftRosters/send_all_timesheet', {
        fromDate: '2026-01-01T00:00:00Z',
        toDate: '2026-01-14T00:00:00Z',
      }),
      admin,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(T.nothingToSend);
    expect(
      (await get(h, url('ShiftRosters/send_all_timesheet', FORTNIGHT), f.c.users.Staff.token)).statusCode,
    ).toBe(403);
    const tooLong = await get(
      h,
      url('ShiftRosters/send_all_timesheet', {
        fromDate: '2026-07-01T00:00:00Z',
        toDate: '2026-09-02T00:00:00Z',
      }),
      admin,
    );
    expect(tooLong.json().errors).toEqual({ toDate: T.periodTooLong });
  });
});

describe('GET /api/Attendances/load_timesheets and /api/Timesheets/get_staff_timesheets', () => {
  it('lists sent timesheets newest sent first with the period’s total; a worker sees only their own', async () => {
    const f = await timesheetCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    await get(
      h,
      url('ShiftRosters/send_timesheet', { staffs: `${f.staff.id},${f.otherStaff.id}`, ...FORTNIGHT }),
      admin,
    );
    h.clock.advance(60_000);
    const week = { fromDate: '2026-09-13T14:00:00.000Z', toDate: '2026-09-27T14:00:00.000Z' };
    await get(h, url('ShiftRosters/send_timesheet', { staffId: f.staff.id, ...week }), admin);

    const all = await get(h, url('Attendances/load_timesheets', { companyId: f.c.companyId }), admin);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json() as SentTimesheetView[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      staffId: f.staff.id,
      fromDate: week.fromDate,
      totalDuration: 2 * H,
      status: 'Pending',
    });
    const fortnight = list.filter((t) => t.fromDate === FORTNIGHT.fromDate);
    expect(fortnight.map((t) => [t.staffId, t.totalDuration]).sort()).toEqual(
      [
        [f.staff.id, 23 * H],
        [f.otherStaff.id, 4 * H],
      ].sort(),
    );

    const own = await get(
      h,
      url('Attendances/load_timesheets', { companyId: f.c.companyId }),
      f.c.users.Staff.token,
    );
    expect((own.json() as SentTimesheetView[]).map((t) => t.staffId)).toEqual([f.staff.id, f.staff.id]);
    expect(
      (await get(h, url('Attendances/load_timesheets', { staffId: f.otherStaff.id }), f.c.users.Staff.token))
        .statusCode,
    ).toBe(404);
    const theirs = await get(
      h,
      url('Attendances/load_timesheets', { staffId: f.otherStaff.id }),
      f.c.users.CompanyAdmin.token,
    );
    expect((theirs.json() as SentTimesheetView[]).map((t) => t.totalDuration)).toEqual([4 * H]);
    // The auditor reaches only audit-approved staff: the other staff member is not.
    const audited = await get(h, url('Attendances/load_timesheets'), f.c.users.Auditor.token);
    expect((audited.json() as SentTimesheetView[]).every((t) => t.staffId === f.staff.id)).toBe(true);
    expect(
      (
        await get(
          h,
          url('Attendances/load_timesheets', { staffId: f.otherStaff.id }),
          f.c.users.Auditor.token,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(h, url('Attendances/load_timesheets'), f.c.users.Client.token)).statusCode).toBe(403);

    const received = await get(
      h,
      url('Timesheets/get_staff_timesheets', { staffId: f.staff.id }),
      f.c.users.Staff.token,
    );
    expect((received.json() as SentTimesheetView[]).map((t) => t.fromDate)).toEqual([
      week.fromDate,
      FORTNIGHT.fromDate,
    ]);
    expect(
      (
        await get(
          h,
          url('Timesheets/get_staff_timesheets', { staffId: f.otherStaff.id }),
          f.c.users.Staff.token,
        )
      ).statusCode,
    ).toBe(404);
    const g = await timesheetCompany(h);
    expect(
      (await get(h, url('Timesheets/get_staff_timesheets', { staffId: g.staff.id }), admin)).statusCode,
    ).toBe(404);
    expect(
      (await get(h, url('Timesheets/get_staff_timesheets', { staffId: 'nope' }), admin)).statusCode,
    ).toBe(400);
  });
});
