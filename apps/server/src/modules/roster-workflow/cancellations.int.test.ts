import { CANCELLATION_MESSAGES, dayjs, MESSAGES, ROSTER_MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { attendanceUrl } from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';
import {
  activitiesBy,
  activitiesOf,
  emailOf,
  get,
  mailsTo,
  noticesOf,
  rosterCompany,
  shiftAt,
  shiftRow,
  url,
} from './workflow.test-kit.ts';

const M = ROSTER_MESSAGES;

describe('GET /api/ShiftRosters/shift_cancellation (a staff member asks to be released)', () => {
  it('makes the staff member’s upcoming shift Pending with their reason, and logs it', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 48,
    });
    const res = await get(
      h,
      url('shift_cancellation', { shiftid: id, reason: 'Sick child' }),
      f.c.users.Staff.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'Your cancellation request was sent. The office will let you know.',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await shiftRow(h, id);
    expect(row).toMatchObject({
      status: 'Pending',
      reason: 'Sick child',
      cancellationRequestedBy: f.staff.id,
      cancellationRequestedAt: h.clock.now(),
    });
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/^Asked to cancel the shift of .* with .*: Sick child$/),
    );
  });

  it('needs a reason (Input Fields cannot be empty)', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 48,
    });
    const res = await get(h, url('shift_cancellation', { shiftid: id, reason: '  ' }), f.c.users.Staff.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ reason: M.reasonRequired });
    expect((await shiftRow(h, id)).status).toBeNull();
  });

  it('gives 404 for another staff member’s shift and another company’s', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const g = await rosterCompany(h);
    const theirs = await shiftAt(h, f.c.companyId, {
      staffId: f.otherStaff.id,
      profileIds: [f.client.id],
      startsIn: 48,
    });
    const q = { shiftid: theirs, reason: 'Busy' };
    expect((await get(h, url('shift_cancellation', q), f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, url('shift_cancellation', q), g.c.users.Staff.token)).statusCode).toBe(404);
    expect((await shiftRow(h, theirs)).status).toBeNull();
  });

  it('refuses a shift already Pending and one already over, and the office (403)', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const pending = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 48,
      status: 'Pending',
    });
    const over = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: -30,
    });
    for (const id of [pending, over]) {
      const res = await get(
        h,
        url('shift_cancellation', { shiftid: id, reason: 'Busy' }),
        f.c.users.Staff.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.notAllowedNow);
    }
    const admin = await get(
      h,
      url('shift_cancellation', { shiftid: over, reason: 'x' }),
      f.c.users.CompanyAdmin.token,
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(MESSAGES.forbidden);
  });

  it('accepts the request inside the clock-in window (10 minutes before the start)', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 0.1,
    });
    const res = await get(
      h,
      url('shift_cancellation', { shiftid: id, reason: 'Car broke down' }),
      f.c.users.Staff.token,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/ShiftRosters/cancel_shift and reject_shift_cancellation (the office decides)', () => {
  it('approves: the shift is Cancelled by Staff, and the staff member gets a notice and a mail', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 48,
      status: 'Pending',
      reason: 'Sick',
    });
    const res = await get(h, url('cancel_shift', { shiftId: id }), f.c.users.Administrator.token);
    expect(res.json()).toEqual({ status: 'Success', message: 'The cancellation was approved.' });
    expect(await shiftRow(h, id)).toMatchObject({
      status: 'Cancelled',
      cancelledBy: 'Staff',
      reason: 'Sick',
    });
    const [notice] = await noticesOf(h, f.c.users.Staff.id);
    expect(notice).toMatchObject({ kind: 'cancellationApproved', shiftRosterId: id });
    expect(notice?.message).toMatch(
      /^Your request to cancel your shift of \w+day .* with .* was approved\.$/,
    );
    const [mail] = await mailsTo(h, await emailOf(h, f.staff.id));
    expect(mail?.subject).toBe('Your shift cancellation was approved');
    expect(mail?.bodyText).toContain(notice?.message);
  });

  it('refuses to approve once the worker has clocked in (409, saying why); rejecting still works (issue 24)', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 0.1,
      status: 'Pending',
      reason: 'Sick',
    });
    const clockIn = await get(
      h,
      attendanceUrl('Attendances/clock_in', { shiftId: id, lat: 0, lng: 0 }),
      f.c.users.Staff.token,
    );
    expect(clockIn.statusCode, clockIn.body).toBe(200);
    const res = await get(h, url('cancel_shift', { shiftId: id }), f.c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(CANCELLATION_MESSAGES.workerClockedIn);
    expect(await shiftRow(h, id)).toMatchObject({ status: 'Pending', cancelledBy: null });
    expect(await noticesOf(h, f.c.users.Staff.id)).toEqual([]);
    const reject = await get(
      h,
      url('reject_shift_cancellation', { shiftId: id }),
      f.c.users.Administrator.token,
    );
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await shiftRow(h, id)).toMatchObject({ status: null });
  });

  it('rejects: the shift is back to normal and the staff member is told', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 48,
      status: 'Pending',
      reason: 'Sick',
    });
    const res = await get(h, url('reject_shift_cancellation', { shiftId: id }), f.c.users.CompanyAdmin.token);
    expect(res.json().status).toBe('Success');
    expect(await shiftRow(h, id)).toMatchObject({ status: null, reason: null, cancelledBy: null });
    const [notice] = await noticesOf(h, f.c.users.Staff.id);
    expect(notice?.kind).toBe('cancellationRejected');
    expect(await mailsTo(h, await emailOf(h, f.staff.id))).toHaveLength(1);
    expect(
      await activitiesOf(
        h,
        f.c.users.CompanyAdmin.id,
        `Rejected ${f.staff.firstName} Test’s cancellation of the ${notice?.message.match(/cancel your (.*) was not/)?.[1]} (reason given: Sick)`,
      ),
    ).toHaveLength(1);
  });

  it('refuses a shift with no request (400), the wrong roles (403) and another company (404)', async () => {
    const h = await harness();
    const f = await rosterCompany(h, { CareManager: ['Edit Shift Roster'] });
    const g = await rosterCompany(h);
    const normal = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 48,
    });
    const pending = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 72,
      status: 'Pending',
    });
    for (const path of ['cancel_shift', 'reject_shift_cancellation']) {
      const res = await get(h, url(path, { shiftId: normal }), f.c.users.CompanyAdmin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.notAllowedNow);
      for (const role of ['Staff', 'Auditor', 'Client'] as const) {
        expect((await get(h, url(path, { shiftId: pending }), f.c.users[role].token)).statusCode, role).toBe(
          403,
        );
      }
      expect((await get(h, url(path, { shiftId: pending }), g.c.users.CompanyAdmin.token)).statusCode).toBe(
        404,
      );
    }
    expect((await shiftRow(h, pending)).status).toBe('Pending');
    const claim = await get(h, url('cancel_shift', { shiftId: pending }), f.c.users.CareManager.token);
    expect(claim.statusCode).toBe(200);
  });
});

describe('GET /api/ShiftRosters/cancel_client_shift', () => {
  it('records the client’s cancellation with the notice given: under 7 days is short notice', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 72,
    });
    const told = new Date(h.clock.now().getTime() - 60 * 60_000);
    const res = await get(
      h,
      url('cancel_client_shift', {
        shiftId: id,
        cancellationdate: told.toISOString(),
        reason: 'In hospital',
        reasonCode: 'NSDH',
      }),
      f.c.users.Administrator.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'The client’s shift was cancelled (short notice).',
      noticeMinutes: 73 * 60,
      isShortNotice: true,
    });
    expect(await shiftRow(h, id)).toMatchObject({
      status: 'Cancelled',
      cancelledBy: 'Client',
      cancellationDate: told,
      noticeMinutes: 73 * 60,
      isShortNotice: true,
      cancellationReasonCode: 'NSDH',
      reason: 'In hospital',
    });
    expect((await noticesOf(h, f.c.users.Staff.id))[0]?.kind).toBe('clientCancelled');
  });

  it('is not short notice with 7 days or more; the reason code defaults to NSDO', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 7 * 24,
    });
    const res = await get(
      h,
      url('cancel_client_shift', { shiftId: id, cancellationdate: h.clock.now().toISOString() }),
      f.c.users.Administrator.token,
    );
    expect(res.json()).toMatchObject({ isShortNotice: false, noticeMinutes: 7 * 24 * 60 });
    expect((await shiftRow(h, id)).cancellationReasonCode).toBe('NSDO');
  });

  it('reads a local wall time in the company’s zone, and a browser clock a minute ahead as now', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const token = f.c.users.Administrator.token;
    const a = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 72,
    });
    // The wall time in Sydney of one hour before now, as the dialog sends it.
    const hourAgo = new Date(h.clock.now().getTime() - 3_600_000);
    const wall = dayjs(hourAgo).tz('Australia/Sydney').format('YYYY-MM-DDTHH:mm');
    const told = await get(h, url('cancel_client_shift', { shiftId: a, cancellationdate: wall }), token);
    // The wall time drops the seconds: the notice is still 73 whole hours.
    expect(told.json().noticeMinutes).toBe(73 * 60);
    const b = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 48,
    });
    const ahead = new Date(h.clock.now().getTime() + 60_000).toISOString();
    const res = await get(h, url('cancel_client_shift', { shiftId: b, cancellationdate: ahead }), token);
    expect(res.statusCode).toBe(200);
    expect((await shiftRow(h, b)).cancellationDate).toEqual(h.clock.now());
  });

  it('needs a date (Please Provide A Date), a real one not in the future, and a known reason code', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 72,
    });
    const token = f.c.users.Administrator.token;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ cancellationdate: '' }, { cancellationDate: M.provideDate }],
      [{ cancellationdate: 'soon' }, { cancellationDate: 'Enter a valid date' }],
      [
        { cancellationdate: new Date(h.clock.now().getTime() + 6 * 60_000).toISOString() },
        { cancellationDate: 'The client cannot have told you in the future' },
      ],
      [
        { cancellationdate: h.clock.now().toISOString(), reasonCode: 'XYZ' },
        { reasonCode: expect.any(String) },
      ],
    ];
    for (const [q, errors] of cases) {
      const res = await get(h, url('cancel_client_shift', { shiftId: id, ...q }), token);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await shiftRow(h, id)).status).toBeNull();
  });

  it('is refused for a Pending or Cancelled shift, to Staff (403) and for another company (404)', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const g = await rosterCompany(h);
    const now = h.clock.now().toISOString();
    for (const status of ['Pending', 'Cancelled']) {
      const id = await shiftAt(h, f.c.companyId, {
        staffId: f.staff.id,
        profileIds: [f.client.id],
        startsIn: 72,
        status,
      });
      const res = await get(
        h,
        url('cancel_client_shift', { shiftId: id, cancellationdate: now }),
        f.c.users.CompanyAdmin.token,
      );
      expect(res.json().message, status).toBe(M.notAllowedNow);
    }
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 72,
    });
    const q = { shiftId: id, cancellationdate: now };
    expect((await get(h, url('cancel_client_shift', q), f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, url('cancel_client_shift', q), g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
  });
});
