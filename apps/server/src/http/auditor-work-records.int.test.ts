import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/attendance.ts';
import { type Harness, harness } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf.ts';
import {
  participantExpenditures,
  profiles,
  shiftRosterClients,
  staffs,
  timesheets,
} from '../db/schema/index.ts';
import { rosterCompany } from '../modules/roster/roster.test-kit.ts';
import { url, worked } from '../modules/timesheets/timesheets.test-kit.ts';

/**
 * Issue 24: an auditor reads the attendances, splits, timesheets and expenditure names of
 * audit-approved people only. An attendance is theirs to see when its staff member and every client
 * of its shift are approved; anything else is 404 by id and absent from every list, report and PDF,
 * while an administrator sees everything. Every attendance and timesheet read of the route table
 * (`grep -E "Attendances|Timesheets|attendnace" route-table.snapshot.txt`) is asked below.
 */
let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const HOUR = 3_600_000;

/**
 * One company: staff member A and client A approved for auditing, staff member B and client B not.
 * Four attendances in the last days: A with A (the auditor's), B with A, A with B, and A with both
 * clients; a sent timesheet of A and of B; expenditures of client A handled by A and by B.
 */
async function world() {
  // The auditor also holds Generate Timesheet, so that the generate reads are asked of them too.
  const f = await rosterCompany(h, { Auditor: ['Generate Timesheet'] });
  const db = h.database.db;
  const companyId = f.c.companyId;
  const staffA = f.staff;
  const staffB = f.otherStaff;
  const clientA = f.client;
  const clientB = f.otherClient;
  await db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, staffA.id));
  await db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, clientA.id));
  const now = h.clock.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  const approved = await worked(h, companyId, staffA.id, clientA.id, at(30), at(26), { km: 4 });
  const staffUnapproved = await worked(h, companyId, staffB.id, clientA.id, at(54), at(50), { km: 5 });
  const clientUnapproved = await worked(h, companyId, staffA.id, clientB.id, at(78), at(74), { km: 6 });
  const mixed = await worked(h, companyId, staffA.id, clientA.id, at(102), at(98), { km: 7 });
  await db
    .insert(shiftRosterClients)
    .values({ companyId, shiftRosterId: mixed.shiftRosterId, profileId: clientB.id, position: 1 });
  const period = { fromDate: at(24 * 6), toDate: at(-24) };
  for (const staffId of [staffA.id, staffB.id]) {
    await db.insert(timesheets).values({
      companyId,
      staffId,
      fromDate: new Date(period.fromDate),
      toDate: new Date(period.toDate),
      sentAt: h.clock.now(),
    });
  }
  const expenditure = async (staffId: string) => {
    const [row] = await db
      .insert(participantExpenditures)
      .values({
        companyId,
        profileId: clientA.id,
        staffId,
        amountProvidedByParticipantCents: 5000,
        amountReturnedToParticipantCents: 500,
        amountSpentCents: 4500,
        purchaseDate: '2026-11-20',
        purchasedItem: 'Groceries',
      })
      .returning({ id: participantExpenditures.id });
    return row?.id as string;
  };
  return {
    f,
    staffA,
    staffB,
    clientA,
    clientB,
    period,
    approved: approved.attendanceId,
    hidden: [staffUnapproved.attendanceId, clientUnapproved.attendanceId, mixed.attendanceId],
    expenditureByA: await expenditure(staffA.id),
    expenditureByB: await expenditure(staffB.id),
    auditor: f.c.users.Auditor.token,
    admin: f.c.users.CompanyAdmin.token,
  };
}
type World = Awaited<ReturnType<typeof world>>;

let w: World;
beforeAll(async () => {
  w = await world();
});

async function ok(path: string, token: string) {
  const res = await get(h, path, token);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
  return res;
}

/** What must never reach the auditor: the unapproved people's names and ids, the hidden attendances. */
function expectNothingHidden(body: string) {
  for (const marker of [w.staffB.firstName, w.staffB.id, w.clientB.firstName, w.clientB.id, ...w.hidden]) {
    expect(body).not.toContain(marker);
  }
}

const idsOf = (list: { attendanceId: string }[]) => list.map((a) => a.attendanceId).sort();
const all = () => [w.approved, ...w.hidden].sort();

describe('GET /api/Attendances/{id} and get_split_attendances, as an auditor', () => {
  it('gives an approved staff member’s attendance with an approved client, and 404 for the others', async () => {
    const one = await ok(`/api/Attendances/${w.approved}`, w.auditor);
    expect(one.json()).toMatchObject({ attendanceId: w.approved, staff: { staffId: w.staffA.id } });
    const splits = await ok(
      url('Attendances/get_split_attendances', { attendanceId: w.approved }),
      w.auditor,
    );
    expect(splits.json().splittedAttendance.length).toBeGreaterThan(0);
    for (const id of w.hidden) {
      expect((await get(h, `/api/Attendances/${id}`, w.auditor)).statusCode, id).toBe(404);
      const split = await get(h, url('Attendances/get_split_attendances', { attendanceId: id }), w.auditor);
      expect(split.statusCode, id).toBe(404);
    }
  });

  it('leaves the administrator every attendance, and the worker their own', async () => {
    for (const id of all()) {
      await ok(`/api/Attendances/${id}`, w.admin);
      await ok(url('Attendances/get_split_attendances', { attendanceId: id }), w.admin);
    }
    // The Staff user is staff member A: their attendance with the unapproved client B is still theirs.
    const own = await ok(`/api/Attendances/${w.hidden[1]}`, w.f.c.users.Staff.token);
    expect(own.json().shiftRoster.clientsId).toBe(w.clientB.id);
  });
});

describe('the attendance lists, as an auditor', () => {
  it('get_all_attendances_by_company lists only the approved attendance; the administrator all four', async () => {
    const path = url('Attendances/get_all_attendances_by_company');
    const audited = await ok(path, w.auditor);
    expect(idsOf(audited.json())).toEqual([w.approved]);
    expectNothingHidden(audited.body);
    expect(idsOf((await ok(path, w.admin)).json())).toEqual(all());
  });

  it('get_staff_attendances lists approved staff member A’s approved attendance; B is 404', async () => {
    const mine = url('Attendances/get_staff_attendances', { staffId: w.staffA.id });
    const audited = await ok(mine, w.auditor);
    expect(idsOf(audited.json())).toEqual([w.approved]);
    expectNothingHidden(audited.body);
    expect(idsOf((await ok(mine, w.admin)).json())).toEqual(
      [w.approved, w.hidden[1], w.hidden[2]].sort() as string[],
    );
    const theirs = url('Attendances/get_staff_attendances', { staffId: w.staffB.id });
    expect((await get(h, theirs, w.auditor)).statusCode).toBe(404);
    expect(idsOf((await ok(theirs, w.admin)).json())).toEqual([w.hidden[0]]);
  });

  it('get_periodic_attendances_by_company lists only the approved attendance; B chosen is 404', async () => {
    const path = url('Attendances/get_periodic_attendances_by_company', w.period);
    const audited = await ok(path, w.auditor);
    expect(idsOf(audited.json())).toEqual([w.approved]);
    expectNothingHidden(audited.body);
    expect(idsOf((await ok(path, w.admin)).json())).toEqual(all());
    const chosenB = url('Attendances/get_periodic_attendances_by_company', {
      ...w.period,
      staffId: w.staffB.id,
    });
    expect((await get(h, chosenB, w.auditor)).statusCode).toBe(404);
  });

  it('get_shift_attendance and get_periodic_shift_attendnace report only the approved attendance', async () => {
    for (const path of [
      url('Attendances/get_shift_attendance'),
      url('Attendances/get_periodic_shift_attendnace', w.period),
      url('Attendances/get_periodic_shift_attendnace', { ...w.period, clientId: w.clientB.id }),
    ]) {
      const audited = await ok(path, w.auditor);
      const body = audited.json() as { shiftAttendance: { attendanceId: string }[]; totalKm: number };
      expect(idsOf(body.shiftAttendance), path).toEqual(path.includes(w.clientB.id) ? [] : [w.approved]);
      expect(body.totalKm, path).toBe(path.includes(w.clientB.id) ? 0 : 4);
      expectNothingHidden(audited.body);
    }
    const admin = await ok(url('Attendances/get_periodic_shift_attendnace', w.period), w.admin);
    expect(idsOf(admin.json().shiftAttendance)).toEqual(all());
    expect(admin.json().totalKm).toBe(22);
  });
});

describe('the timesheet reads, as an auditor', () => {
  it('load_periodic_timesheets gives A’s timesheet of the approved attendance only; B is 404', async () => {
    const mine = url('Attendances/load_periodic_timesheets', { ...w.period, staffId: w.staffA.id });
    const audited = await ok(mine, w.auditor);
    const view = audited.json() as { attendanceSplits: { attendanceId: string }[]; totalKm: number };
    expect([...new Set(view.attendanceSplits.map((s) => s.attendanceId))]).toEqual([w.approved]);
    expectNothingHidden(audited.body);
    const admin = (await ok(mine, w.admin)).json() as typeof view;
    expect(new Set(admin.attendanceSplits.map((s) => s.attendanceId)).size).toBe(3);
    const theirs = url('Attendances/load_periodic_timesheets', { ...w.period, staffId: w.staffB.id });
    expect((await get(h, theirs, w.auditor)).statusCode).toBe(404);
    await ok(theirs, w.admin);
  });

  it('generate_staff_timesheet and generate_all_staff_timesheet keep to approved people', async () => {
    const chosen = url('Attendances/generate_staff_timesheet', { ...w.period, staffid: w.staffA.id });
    const audited = await ok(chosen, w.auditor);
    expect(audited.json().timesheet.map((t: { staffId: string }) => t.staffId)).toEqual([w.staffA.id]);
    expectNothingHidden(audited.body);
    const chosenB = url('Attendances/generate_staff_timesheet', { ...w.period, staffs: w.staffB.id });
    expect((await get(h, chosenB, w.auditor)).statusCode).toBe(404);
    await ok(chosenB, w.admin);
    const everyone = url('Attendances/generate_all_staff_timesheet', w.period);
    const auditedAll = await ok(everyone, w.auditor);
    expect(auditedAll.json().timesheet.map((t: { staffId: string }) => t.staffId)).toEqual([w.staffA.id]);
    expectNothingHidden(auditedAll.body);
    const adminAll = (await ok(everyone, w.admin))
      .json()
      .timesheet.map((t: { staffId: string }) => t.staffId);
    expect(adminAll.sort()).toEqual([w.staffA.id, w.staffB.id].sort());
  });

  it('load_timesheets and get_staff_timesheets list approved staff member A’s sent timesheet; B is 404', async () => {
    const sent = await ok(url('Attendances/load_timesheets'), w.auditor);
    expect(sent.json().map((t: { staffId: string }) => t.staffId)).toEqual([w.staffA.id]);
    expectNothingHidden(sent.body);
    expect((await ok(url('Attendances/load_timesheets'), w.admin)).json()).toHaveLength(2);
    expect(
      (await get(h, url('Attendances/load_timesheets', { staffId: w.staffB.id }), w.auditor)).statusCode,
    ).toBe(404);
    const received = await ok(url('Timesheets/get_staff_timesheets', { staffId: w.staffA.id }), w.auditor);
    expect(received.json()).toHaveLength(1);
    const theirs = url('Timesheets/get_staff_timesheets', { staffId: w.staffB.id });
    expect((await get(h, theirs, w.auditor)).statusCode).toBe(404);
    expect((await ok(theirs, w.admin)).json()).toHaveLength(1);
  });

  it('the timesheet PDFs print only approved people', async () => {
    const text = async (path: string, token: string) =>
      readPdf((await ok(path, token)).rawPayload).text.replace(/\s+/g, ' ');
    for (const path of [
      url('Timesheets/pdf/staff', { ...w.period, staffIds: w.staffA.id }),
      url('Timesheets/pdf/all', w.period),
      url('Attendances/pdf/shift_attendance', w.period),
    ]) {
      const audited = await text(path, w.auditor);
      expect(audited, path).toContain(w.staffA.firstName);
      expect(audited, path).not.toContain(w.staffB.firstName);
      expect(audited, path).not.toContain(w.clientB.firstName);
    }
    const admin = await text(url('Attendances/pdf/shift_attendance', w.period), w.admin);
    expect(admin).toContain(w.staffB.firstName);
    expect(admin).toContain(w.clientB.firstName);
    const pdfB = url('Timesheets/pdf/staff', { ...w.period, staffIds: w.staffB.id });
    expect((await get(h, pdfB, w.auditor)).statusCode).toBe(404);
  });
});

describe('an approved client’s expenditures, as an auditor', () => {
  it('withholds the unapproved staff member who handled one; the administrator sees the name', async () => {
    const list = url('ParticipantExpenditures/get_client_expenditures', { clientId: w.clientA.id });
    const audited = await ok(list, w.auditor);
    const rows = audited.json() as {
      participantExpenditureId: string;
      staffId: string | null;
      staffName: string;
    }[];
    const byId = new Map(rows.map((r) => [r.participantExpenditureId, r]));
    expect(byId.get(w.expenditureByA)).toMatchObject({
      staffId: w.staffA.id,
      staffName: `${w.staffA.firstName} Test`,
    });
    expect(byId.get(w.expenditureByB)).toMatchObject({
      staffId: null,
      staffName: 'Staff member (not approved for audit)',
    });
    expectNothingHidden(audited.body);
    const detail = await ok(
      `/api/ParticipantExpenditures/get_expenditure_details/${w.expenditureByB}`,
      w.auditor,
    );
    expect(detail.json()).toMatchObject({
      staffId: null,
      staffName: 'Staff member (not approved for audit)',
    });
    const admin = (await ok(list, w.admin)).json() as typeof rows;
    expect(admin.find((r) => r.participantExpenditureId === w.expenditureByB)).toMatchObject({
      staffId: w.staffB.id,
      staffName: `${w.staffB.firstName} Test`,
    });
    // Client B is not approved: their record, expenditures included, stays 404 for the auditor.
    const other = url('ParticipantExpenditures/get_client_expenditures', { clientId: w.clientB.id });
    expect((await get(h, other, w.auditor)).statusCode).toBe(404);
  });
});
