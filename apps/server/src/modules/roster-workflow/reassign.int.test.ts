import { ROSTER_MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { harness } from '../../../test/harness.ts';
import {
  activitiesBy,
  emailOf,
  get,
  mailsTo,
  noticesOf,
  rosterCompany,
  screened,
  shiftAt,
  shiftRow,
  url,
} from './workflow.test-kit.ts';

const M = ROSTER_MESSAGES;

const cancelled = {
  status: 'Cancelled',
  cancelledBy: 'Staff',
  reason: 'Sick',
  cancellationRequestedAt: new Date(0),
} as const;

describe('GET /api/ShiftRosters/reassign_staff', () => {
  it('gives a Cancelled shift to another staff member: rostered again, they are told, the story logged', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    await screened(h, f.c.companyId, f.staff.id);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.otherStaff.id,
      profileIds: [f.client.id],
      startsIn: 30,
      ...cancelled,
      cancellationRequestedBy: f.otherStaff.id,
    });
    const res = await get(
      h,
      url('reassign_staff', { shiftId: id, staffId: f.staff.id }),
      f.c.users.Administrator.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: `The shift was reassigned to ${f.staff.firstName} Test.`,
    });
    expect(await shiftRow(h, id)).toMatchObject({
      staffId: f.staff.id,
      status: null,
      reason: null,
      cancelledBy: null,
      overrideReason: null,
      cancellationRequestedBy: f.otherStaff.id,
    });
    const [notice] = await noticesOf(h, f.c.users.Staff.id);
    expect(notice).toMatchObject({ kind: 'shiftAssigned', shiftRosterId: id });
    expect((await mailsTo(h, await emailOf(h, f.staff.id)))[0]?.subject).toBe('You have a new shift');
    expect(await activitiesBy(h, f.c.users.Administrator.id)).toContainEqual(
      expect.stringMatching(new RegExp(`\\(cancelled by Staff: Sick\\) to ${f.staff.firstName} Test$`)),
    );
  });

  it('needs a staff member (Choose a staff member)', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 30,
      ...cancelled,
    });
    const res = await get(
      h,
      url('reassign_staff', { shiftId: id, staffId: '' }),
      f.c.users.Administrator.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ staffId: M.staffRequired });
  });

  it('answers 409 with the findings when the new staff member breaks the checks, and saves with a reason', async () => {
    const h = await harness();
    const f = await rosterCompany(h);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.client.id],
      startsIn: 30,
      ...cancelled,
    });
    const token = f.c.users.Administrator.token;
    // The other staff member has no screening documents on file.
    const refused = await get(h, url('reassign_staff', { shiftId: id, staffId: f.otherStaff.id }), token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'Conflict',
      message: M.findings,
      findings: [
        expect.objectContaining({ kind: 'screening' }),
        expect.objectContaining({ kind: 'screening' }),
      ],
    });
    expect((await shiftRow(h, id)).status).toBe('Cancelled');
    const saved = await get(
      h,
      url('reassign_staff', {
        shiftId: id,
        staffId: f.otherStaff.id,
        overrideReason: 'Check lodged, card seen',
      }),
      token,
    );
    expect(saved.statusCode).toBe(200);
    const row = await shiftRow(h, id);
    expect(row).toMatchObject({
      staffId: f.otherStaff.id,
      status: null,
      overrideReason: 'Check lodged, card seen',
    });
    expect(row.overriddenFindings).toHaveLength(2);
  });

  it('is only for a Cancelled shift; refuses Staff (403); another company’s shift or staff member is 404', async () => {
    const h = await harness();
    const f = await rosterCompany(h, { CareManager: ['Edit Shift Roster'] });
    const g = await rosterCompany(h);
    await screened(h, f.c.companyId, f.staff.id);
    const normal = await shiftAt(h, f.c.companyId, {
      staffId: f.otherStaff.id,
      profileIds: [f.client.id],
      startsIn: 30,
    });
    const admin = f.c.users.CompanyAdmin.token;
    const notNow = await get(h, url('reassign_staff', { shiftId: normal, staffId: f.staff.id }), admin);
    expect(notNow.json().message).toBe(M.notAllowedNow);
    const id = await shiftAt(h, f.c.companyId, {
      staffId: f.otherStaff.id,
      profileIds: [f.client.id],
      startsIn: 60,
      ...cancelled,
    });
    const q = { shiftId: id, staffId: f.staff.id };
    expect((await get(h, url('reassign_staff', q), f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, url('reassign_staff', q), f.c.users.Auditor.token)).statusCode).toBe(403);
    expect((await get(h, url('reassign_staff', q), g.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    const stranger = await insertStaff(h, g.c.companyId);
    expect(
      (await get(h, url('reassign_staff', { shiftId: id, staffId: stranger.id }), admin)).statusCode,
    ).toBe(404);
    expect((await shiftRow(h, id)).staffId).toBe(f.otherStaff.id);
    expect((await get(h, url('reassign_staff', q), f.c.users.CareManager.token)).statusCode).toBe(200);
  });
});
