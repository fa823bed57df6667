import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../../test/harness.ts';
import { attendances, openShiftRequests, shiftRosters } from '../../db/schema/index.ts';
import { at, dayFromNow, type RosterFixture, rosterCompany } from './roster.test-kit.ts';
import { findShiftView, shiftViews, shiftViewsJson } from './shift-reads.repo.ts';
import { insertShift } from './shift-write.repo.ts';

let h: Harness;
let r: RosterFixture;
beforeAll(async () => {
  h = await harness();
  r = await rosterCompany(h);
});

describe('the ShiftRosterView of a stored shift', () => {
  it('names the staff, the clients in the order chosen, the attendance and the open-shift requests', async () => {
    const db = h.database.db;
    const day = dayFromNow(h, 2);
    const id = await insertShift(
      db,
      {
        companyId: r.c.companyId,
        staffId: r.staff.id,
        dateFrom: new Date(at(day, '09:00')),
        dateTo: new Date(at(day, '13:00')),
        activities: 'Personal Support,Shopping',
        userCreated: 'test',
      },
      [r.otherClient.id, r.client.id],
    );
    await db.insert(attendances).values({
      companyId: r.c.companyId,
      shiftRosterId: id,
      staffId: r.staff.id,
      clockIn: new Date(at(day, '09:01')),
    });
    const view = await findShiftView(db, r.c.companyId, id);
    expect(view).toMatchObject({
      shiftRosterId: id,
      companyId: r.c.companyId,
      staffId: r.staff.id,
      staff: { staffId: r.staff.id, signatureUrl: null },
      profile: { profileId: r.otherClient.id },
      clientsId: `${r.otherClient.id},${r.client.id}`,
      dateFrom: at(day, '09:00'),
      dateTo: at(day, '13:00'),
      activities: 'Personal Support,Shopping',
      attendance: true,
      isEnded: false,
      isShiftReportSigned: false,
      reportId: null,
      isOpenShift: false,
      openShiftRequests: 0,
      overriddenFindings: null,
    });
    expect(view?.staff?.fullName).toBe(`${r.staff.firstName} Test`);
    expect(view?.clients).toBe(`${r.otherClient.firstName} Test, ${r.client.firstName} Test`);
    expect(view?.clientList.map((c) => c.profileId)).toEqual([r.otherClient.id, r.client.id]);
    expect(view?.attendanceId).toEqual(expect.any(String));
  });

  it('an open shift has no staff and counts the pending requests only', async () => {
    const db = h.database.db;
    const day = dayFromNow(h, 3);
    const id = await insertShift(
      db,
      {
        companyId: r.c.companyId,
        dateFrom: new Date(at(day, '09:00')),
        dateTo: new Date(at(day, '10:00')),
      },
      [r.client.id],
    );
    await db.insert(openShiftRequests).values([
      { companyId: r.c.companyId, shiftRosterId: id, staffId: r.staff.id },
      { companyId: r.c.companyId, shiftRosterId: id, staffId: r.otherStaff.id, status: 'Declined' },
    ]);
    const view = await findShiftView(db, r.c.companyId, id);
    expect(view).toMatchObject({
      staff: null,
      staffId: null,
      isOpenShift: true,
      openShiftRequests: 1,
      activities: '',
    });
  });

  it('lists by start and replies the text JSON.stringify would write of the same views', async () => {
    const db = h.database.db;
    const where = eq(shiftRosters.companyId, r.c.companyId);
    const text = await shiftViewsJson(db, r.c.companyId, where);
    const views = await shiftViews(db, r.c.companyId, where);
    expect(views.length).toBeGreaterThanOrEqual(2);
    expect(text).toBe(JSON.stringify(views));
    const starts = views.map((v) => v.dateFrom);
    expect([...starts].sort()).toEqual(starts);
    expect(await findShiftView(db, r.c.companyId, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
