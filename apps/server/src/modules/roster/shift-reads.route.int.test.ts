import { ROSTER_MESSAGES as M, MESSAGES, type ShiftRosterView } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { profiles, staffs } from '../../db/schema/index.ts';
import {
  addShifts,
  api,
  at,
  dayFromNow,
  get,
  type RosterFixture,
  screenedRoster,
  shiftBody,
} from './roster.test-kit.ts';
import { PERIOD_BACKWARDS, PERIOD_TOO_LONG } from './roster-period.ts';

let h: Harness;
let r: RosterFixture;
let admin: string;
/** The Staff user's shift (with the Client user), another staff member's shift (with the other client), an open shift. */
let mine: string;
let theirs: string;
let open: string;
let day: string;
beforeAll(async () => {
  h = await harness();
  r = await screenedRoster(h);
  admin = r.c.users.Administrator.token;
  day = dayFromNow(h, 4);
  [mine] = (await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }))) as [
    string,
  ];
  [theirs] = (await addShifts(
    h,
    admin,
    shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.otherClient.id] }),
  )) as [string];
  [open] = (await addShifts(h, admin, {
    ...shiftBody(day, { clientsId: [r.otherClient.id] }),
    dateFrom: `${day}T18:00`,
    dateTo: `${day}T20:00`,
  })) as [string];
});

const ids = (res: { json(): unknown }) =>
  (res.json() as ShiftRosterView[]).map((v) => v.shiftRosterId).sort();
const periodic = (q: string) => `${api('get_periodic_shift_rosters')}?${q}`;

describe('GET /ShiftRosters/get_periodic_shift_rosters', () => {
  it('lists the company’s shifts overlapping the local dates, filtered by staff or client', async () => {
    const all = await get(h, periodic(`fromDate=${day}&toDate=${day}`), admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/application\/json/);
    expect(ids(all)).toEqual([mine, theirs, open].sort());
    expect(ids(await get(h, periodic(`fromDate=${day}&toDate=${day}&staffId=${r.staff.id}`), admin))).toEqual(
      [mine],
    );
    expect(
      ids(await get(h, periodic(`fromDate=${day}&toDate=${day}&clientId=${r.otherClient.id}`), admin)),
    ).toEqual([theirs, open].sort());
    // The day before and after hold none of them; instants work as bounds too.
    expect(
      ids(await get(h, periodic(`fromDate=${dayFromNow(h, 3)}&toDate=${dayFromNow(h, 3)}`), admin)),
    ).toEqual([]);
    const window = periodic(`fromDate=${at(day, '12:30')}&toDate=${at(day, '18:30')}`);
    expect(ids(await get(h, window, admin))).toEqual([mine, theirs, open].sort());
    const evening = periodic(`fromDate=${at(day, '13:00')}&toDate=${at(day, '23:00')}`);
    expect(ids(await get(h, evening, admin))).toEqual([open]);
  });

  it('gives a staff member and a client only their own shifts, and 404 for another’s', async () => {
    const q = `fromDate=${day}&toDate=${day}`;
    expect(ids(await get(h, periodic(q), r.c.users.Staff.token))).toEqual([mine]);
    expect(ids(await get(h, periodic(q), r.c.users.Client.token))).toEqual([mine]);
    expect(
      (await get(h, periodic(`${q}&staffId=${r.otherStaff.id}`), r.c.users.Staff.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(h, periodic(`${q}&clientId=${r.otherClient.id}`), r.c.users.Client.token)).statusCode,
    ).toBe(404);
    expect(ids(await get(h, periodic(`${q}&staffId=${r.staff.id}`), r.c.users.Staff.token))).toEqual([mine]);
  });

  it('an Auditor reads the shifts naming only people approved for auditing; a care manager may not', async () => {
    const q = `fromDate=${day}&toDate=${day}`;
    const auditor = r.c.users.Auditor.token;
    expect(ids(await get(h, periodic(q), auditor))).toEqual([]);
    // Approving the Staff user and their client opens their shift, and no other, to the auditor.
    await h.database.db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, r.staff.id));
    await h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, r.client.id));
    h.clock.advance(3_000);
    expect(ids(await get(h, periodic(q), auditor))).toEqual([mine]);
    expect(ids(await get(h, `${api('get_all_shift_rosters')}`, auditor))).toContain(mine);
    expect(ids(await get(h, `${api('get_all_shift_rosters')}`, auditor))).not.toContain(theirs);
    expect((await get(h, api(mine), auditor)).statusCode).toBe(200);
    expect((await get(h, api(theirs), auditor)).statusCode).toBe(404);
    expect(ids(await get(h, `${api('get_shifts_by_user')}?client=${r.otherClient.id}`, auditor))).toEqual([]);
    const res = await get(h, periodic(q), r.c.users.CareManager.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });

  it('needs both dates, in order', async () => {
    const none = await get(h, periodic(''), admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ fromDate: M.specifyDates, toDate: M.specifyDates });
    const backwards = await get(h, periodic(`fromDate=${day}&toDate=${dayFromNow(h, 2)}`), admin);
    expect(backwards.json().errors.toDate).toBe(PERIOD_BACKWARDS);
    const tooLong = await get(h, periodic(`fromDate=${day}&toDate=${dayFromNow(h, 400)}`), admin);
    expect(tooLong.json().errors.toDate).toBe(PERIOD_TOO_LONG);
    const notADate = await get(h, periodic(`fromDate=soon&toDate=${day}`), admin);
    expect(notADate.json().errors.fromDate).toBe('Enter a valid date');
  });

  it('another company sees none of these shifts', async () => {
    const other = await createCompany(h);
    expect(
      ids(await get(h, periodic(`fromDate=${day}&toDate=${day}`), other.users.CompanyAdmin.token)),
    ).toEqual([]);
  });
});

describe('GET /ShiftRosters/{id}, get_shifts_by_user and get_all_shift_rosters', () => {
  it('one shift: the company’s readers, its staff member and its clients; 404 for anyone else', async () => {
    expect((await get(h, api(mine), admin)).json()).toMatchObject({
      shiftRosterId: mine,
      staffId: r.staff.id,
    });
    expect((await get(h, api(mine), r.c.users.Staff.token)).statusCode).toBe(200);
    expect((await get(h, api(mine), r.c.users.Client.token)).statusCode).toBe(200);
    expect((await get(h, api(theirs), r.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, api(theirs), r.c.users.Client.token)).statusCode).toBe(404);
    const other = await createCompany(h);
    expect((await get(h, api(mine), other.users.CompanyAdmin.token)).statusCode).toBe(404);
  });

  it('a staff member’s or client’s shifts for the profile tabs; their own only for themselves', async () => {
    const byStaff = await get(h, `${api('get_shifts_by_user')}?staff=${r.otherStaff.id}`, admin);
    expect(ids(byStaff)).toEqual([theirs]);
    const byClient = await get(h, `${api('get_shifts_by_user')}?client=${r.otherClient.id}`, admin);
    expect(ids(byClient)).toEqual([theirs, open].sort());
    expect(
      ids(await get(h, `${api('get_shifts_by_user')}?staff=${r.staff.id}`, r.c.users.Staff.token)),
    ).toEqual([mine]);
    expect(
      (await get(h, `${api('get_shifts_by_user')}?staff=${r.otherStaff.id}`, r.c.users.Staff.token))
        .statusCode,
    ).toBe(404);
    const nobody = await get(h, api('get_shifts_by_user'), admin);
    expect(nobody.statusCode).toBe(400);
  });

  it('every shift of the company for its readers; a staff member gets theirs', async () => {
    expect(ids(await get(h, api('get_all_shift_rosters'), admin))).toEqual([mine, theirs, open].sort());
    expect(ids(await get(h, api('get_all_shift_rosters'), r.c.users.Staff.token))).toEqual([mine]);
  });
});
