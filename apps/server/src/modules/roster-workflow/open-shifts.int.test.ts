import { MESSAGES, ROSTER_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Harness } from '../../../test/harness.ts';
import { harness } from '../../../test/harness.ts';
import { openShiftRequests, staffAvailabilities } from '../../db/schema/index.ts';
import { insertRequest } from './workflow.repo.ts';
import {
  emailOf,
  get,
  mailsTo,
  noticesOf,
  post,
  type RosterFixture,
  rosterCompany,
  screened,
  shiftAt,
  shiftRow,
  url,
} from './workflow.test-kit.ts';

const M = ROSTER_MESSAGES;

const idsOf = (res: { json(): { shiftRosterId: string }[] }) => res.json().map((s) => s.shiftRosterId);

/** A screened company with an open shift two days ahead. */
async function openShiftCompany(h: Harness) {
  const f = await rosterCompany(h, { CareManager: ['Edit Shift Roster'] });
  await screened(h, f.c.companyId, f.staff.id);
  await screened(h, f.c.companyId, f.otherStaff.id);
  const open = await shiftAt(h, f.c.companyId, { staffId: null, profileIds: [f.client.id], startsIn: 48 });
  return { f, open };
}

/** Asks for the shift as the other staff member (who has no sign-in), straight in the table. */
const otherAsks = (h: Harness, f: RosterFixture, shiftRosterId: string) =>
  insertRequest(h.database.db, {
    companyId: f.c.companyId,
    shiftRosterId,
    staffId: f.otherStaff.id,
    userCreated: 'test',
    dateCreated: h.clock.now(),
  });

const requestsOf = (h: Harness, shiftRosterId: string) =>
  h.database.db.select().from(openShiftRequests).where(eq(openShiftRequests.shiftRosterId, shiftRosterId));

describe('GET /api/ShiftRosters/open_shifts', () => {
  it('shows a staff member the upcoming open shifts that fit their availability and screening', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    const staffed = await shiftAt(h, f.c.companyId, {
      staffId: f.otherStaff.id,
      profileIds: [f.client.id],
      startsIn: 50,
    });
    const past = await shiftAt(h, f.c.companyId, { staffId: null, profileIds: [f.client.id], startsIn: -48 });
    const gone = await shiftAt(h, f.c.companyId, {
      staffId: null,
      profileIds: [f.client.id],
      startsIn: 52,
      status: 'Cancelled',
    });
    const res = await get(h, url('open_shifts'), f.c.users.Staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ shiftRosterId: open, staffId: null, isOpenShift: true, requested: false }),
    ]);
    expect(idsOf(res)).not.toContain(staffed);
    expect(idsOf(res)).not.toContain(past);
    expect(idsOf(res)).not.toContain(gone);
  });

  it('leaves out a shift outside the staff member’s recorded availability, and all of them without screening', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    // Slots on every day, none covering the shift's hours: the shared clock's time of day is unknown.
    const openRow = await shiftRow(h, open);
    const hour = Number(
      new Intl.DateTimeFormat('en-AU', {
        hour: '2-digit',
        hour12: false,
        timeZone: 'Australia/Sydney',
      }).format(openRow.dateFrom),
    );
    const far = (hour + 12) % 24;
    const slot = { from: `${String(far).padStart(2, '0')}:00`, to: `${String(far).padStart(2, '0')}:30` };
    await h.database.db.insert(staffAvailabilities).values(
      ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((days) => ({
        companyId: f.c.companyId,
        staffId: f.staff.id,
        days,
        fromTimeOfDay: slot.from,
        toTimeOfDay: slot.to,
      })),
    );
    expect((await get(h, url('open_shifts'), f.c.users.Staff.token)).json()).toEqual([]);
    const unscreened = await rosterCompany(h);
    await shiftAt(h, unscreened.c.companyId, {
      staffId: null,
      profileIds: [unscreened.client.id],
      startsIn: 48,
    });
    expect((await get(h, url('open_shifts'), unscreened.c.users.Staff.token)).json()).toEqual([]);
  });

  it('leaves out every open shift for a worker without their required training, when the work setting asks', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    expect(idsOf(await get(h, url('open_shifts'), f.c.users.Staff.token))).toEqual([open]);
    const settings = (await get(h, '/api/SetUp/get_work_settings', admin)).json();
    const on = await post(h, '/api/SetUp/edit_work_settings', admin, {
      ...settings,
      trainingRosterCheck: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await get(h, url('open_shifts'), f.c.users.Staff.token)).json()).toEqual([]);
  });

  it('shows the office every upcoming open shift of the company, and refuses a client (403)', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    const g = await openShiftCompany(h);
    const unfit = await shiftAt(h, f.c.companyId, {
      staffId: null,
      profileIds: [f.client.id],
      startsIn: 24 * 40,
    });
    for (const role of ['CompanyAdmin', 'Auditor', 'CareManager'] as const) {
      const res = await get(h, url('open_shifts'), f.c.users[role].token);
      expect(idsOf(res), role).toEqual([open, unfit]);
      expect(idsOf(res)).not.toContain(g.open);
    }
    const client = await get(h, url('open_shifts'), f.c.users.Client.token);
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('POST /api/ShiftRosters/request_open_shift', () => {
  it('records one Pending request, shown as requested', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    const token = f.c.users.Staff.token;
    const res = await post(h, url('request_open_shift', { shiftId: open }), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'Your request was sent. The office will let you know.',
    });
    expect((await get(h, url('open_shifts'), token)).json()[0].requested).toBe(true);
    const again = await post(h, url('request_open_shift', { shiftId: open }), token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already asked for this shift');
    expect(await requestsOf(h, open)).toEqual([
      expect.objectContaining({ staffId: f.staff.id, status: 'Pending', companyId: f.c.companyId }),
    ]);
  });

  it('refuses a shift no longer open (400), another company’s (404), and the office (403)', async () => {
    const h = await harness();
    const { f } = await openShiftCompany(h);
    const g = await openShiftCompany(h);
    const taken = await shiftAt(h, f.c.companyId, {
      staffId: f.otherStaff.id,
      profileIds: [f.client.id],
      startsIn: 48,
    });
    const res = await post(h, url('request_open_shift', { shiftId: taken }), f.c.users.Staff.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notOpenShift);
    expect(
      (await post(h, url('request_open_shift', { shiftId: g.open }), f.c.users.Staff.token)).statusCode,
    ).toBe(404);
    expect(
      (await post(h, url('request_open_shift', { shiftId: g.open }), f.c.users.CompanyAdmin.token))
        .statusCode,
    ).toBe(403);
    expect(await requestsOf(h, g.open)).toEqual([]);
  });
});

describe('the office’s decisions: open_shift_requests, approve_open_shift, decline_open_shift', () => {
  it('lists the requests with each one’s findings, then gives the shift to one and declines the others', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    await post(h, url('request_open_shift', { shiftId: open }), f.c.users.Staff.token);
    await otherAsks(h, f, open);
    // The other staff member is already rostered at that time: their request has an overlap finding.
    await shiftAt(h, f.c.companyId, {
      staffId: f.otherStaff.id,
      profileIds: [f.otherClient.id],
      startsIn: 49,
    });
    const listed = await get(h, url('open_shift_requests', { shiftId: open }), f.c.users.CareManager.token);
    expect(listed.statusCode).toBe(200);
    // Both asked at the same instant of the shared clock: told apart by who asked.
    const rows: { staffId: string; openShiftRequestId: string; findings: unknown[] }[] = listed.json();
    const mine = rows.find((r) => r.staffId === f.staff.id);
    const theirs = rows.find((r) => r.staffId === f.otherStaff.id);
    expect(rows).toHaveLength(2);
    expect(mine).toMatchObject({
      shiftRosterId: open,
      staffId: f.staff.id,
      staffName: `${f.staff.firstName} Test`,
      status: 'Pending',
      findings: [],
    });
    expect(theirs?.findings).toEqual([expect.objectContaining({ kind: 'overlap' })]);

    const res = await post(
      h,
      url('approve_open_shift', { requestId: mine?.openShiftRequestId as string }),
      f.c.users.CompanyAdmin.token,
    );
    expect(res.json()).toEqual({
      status: 'Success',
      message: `The shift is now ${f.staff.firstName} Test’s.`,
    });
    expect((await shiftRow(h, open)).staffId).toBe(f.staff.id);
    expect(
      (await requestsOf(h, open))
        .map((r) => `${r.staffId === f.staff.id ? 'me' : 'other'}:${r.status}`)
        .sort(),
    ).toEqual(['me:Approved', 'other:Declined']);
    expect((await noticesOf(h, f.c.users.Staff.id))[0]?.kind).toBe('openShiftApproved');
    expect((await mailsTo(h, await emailOf(h, f.otherStaff.id)))[0]?.subject).toBe(
      'Your open-shift request was declined',
    );
    const later = await post(
      h,
      url('approve_open_shift', { requestId: theirs?.openShiftRequestId as string }),
      f.c.users.CompanyAdmin.token,
    );
    expect(later.json().message).toBe(M.notAllowedNow);
  });

  it('answers 409 with the findings, and approves with an override reason', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    await otherAsks(h, f, open);
    await shiftAt(h, f.c.companyId, {
      staffId: f.otherStaff.id,
      profileIds: [f.otherClient.id],
      startsIn: 49,
    });
    const [request] = await requestsOf(h, open);
    const token = f.c.users.Administrator.token;
    const refused = await post(h, url('approve_open_shift', { requestId: request?.id as string }), token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().findings).toEqual([expect.objectContaining({ kind: 'overlap' })]);
    expect((await shiftRow(h, open)).staffId).toBeNull();
    const ok = await post(
      h,
      url('approve_open_shift', {
        requestId: request?.id as string,
        overrideReason: 'Short visit, both fit',
      }),
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(await shiftRow(h, open)).toMatchObject({
      staffId: f.otherStaff.id,
      overrideReason: 'Short visit, both fit',
    });
  });

  it('declines one request and tells the staff member; a second decision is refused', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    await post(h, url('request_open_shift', { shiftId: open }), f.c.users.Staff.token);
    const [request] = await requestsOf(h, open);
    const decline = url('decline_open_shift', { requestId: request?.id as string });
    const res = await post(h, decline, f.c.users.Administrator.token);
    expect(res.json()).toEqual({ status: 'Success', message: 'The request was declined.' });
    expect((await requestsOf(h, open))[0]?.status).toBe('Declined');
    expect((await noticesOf(h, f.c.users.Staff.id))[0]?.kind).toBe('openShiftDeclined');
    expect((await post(h, decline, f.c.users.Administrator.token)).json().message).toBe(M.notAllowedNow);
    expect((await shiftRow(h, open)).staffId).toBeNull();
  });

  it('refuses staff and auditors (403) and another company’s shift or request (404)', async () => {
    const h = await harness();
    const { f, open } = await openShiftCompany(h);
    const g = await openShiftCompany(h);
    await post(h, url('request_open_shift', { shiftId: open }), f.c.users.Staff.token);
    const [request] = await requestsOf(h, open);
    const requestId = request?.id as string;
    for (const role of ['Staff', 'Auditor'] as const) {
      const token = f.c.users[role].token;
      expect((await get(h, url('open_shift_requests', { shiftId: open }), token)).statusCode, role).toBe(403);
      expect((await post(h, url('approve_open_shift', { requestId }), token)).statusCode, role).toBe(403);
      expect((await post(h, url('decline_open_shift', { requestId }), token)).statusCode, role).toBe(403);
    }
    const outsider = g.f.c.users.CompanyAdmin.token;
    expect((await get(h, url('open_shift_requests', { shiftId: open }), outsider)).statusCode).toBe(404);
    expect((await post(h, url('approve_open_shift', { requestId }), outsider)).statusCode).toBe(404);
    expect((await post(h, url('decline_open_shift', { requestId }), outsider)).statusCode).toBe(404);
    expect((await requestsOf(h, open))[0]?.status).toBe('Pending');
  });
});
