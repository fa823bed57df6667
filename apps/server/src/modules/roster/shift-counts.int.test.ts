import { MESSAGES, type ShiftDayCounts } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { attendances, profiles, staffs } from '../../db/schema/index.ts';
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

let h: Harness;
let r: RosterFixture;
let admin: string;
let day: string;
let next: string;
let afterNext: string;
let theirs: string;
beforeAll(async () => {
  h = await harness();
  r = await screenedRoster(h);
  admin = r.c.users.Administrator.token;
  day = dayFromNow(h, 4);
  next = dayFromNow(h, 5);
  afterNext = dayFromNow(h, 6);
  // On `day`: the Staff user's shift with the Client user, another staff member's, an open shift.
  await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
  [theirs] = (await addShifts(
    h,
    admin,
    shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.otherClient.id] }),
  )) as [string];
  await addShifts(h, admin, {
    ...shiftBody(day, { clientsId: [r.otherClient.id] }),
    dateFrom: `${day}T18:00`,
    dateTo: `${day}T20:00`,
  });
  // On `next`: a night shift into `afterNext`, counted on the day it starts only.
  await addShifts(h, admin, {
    ...shiftBody(next, { staffId: r.staff.id, clientsId: [r.otherClient.id] }),
    dateFrom: `${next}T22:00`,
    dateTo: `${afterNext}T06:00`,
  });
  // A clock-in outside the client's place: flagged for review.
  await h.database.db.insert(attendances).values({
    companyId: r.c.companyId,
    shiftRosterId: theirs,
    staffId: r.otherStaff.id,
    clockIn: new Date(at(day, '09:01')),
    clockInLocation: 'outside',
  });
});

const counts = (q: string) => `${api('get_shift_counts_by_day')}?${q}`;
const daysOf = async (q: string, token: string) => {
  const res = await get(h, counts(q), token);
  expect(res.statusCode).toBe(200);
  return res.json() as ShiftDayCounts;
};

describe('GET /ShiftRosters/get_shift_counts_by_day', () => {
  it('counts the shifts starting on each local day, with the list’s filter, search and flag', async () => {
    const period = `fromDate=${day}&toDate=${afterNext}`;
    expect(await daysOf(period, admin)).toEqual([
      { date: day, count: 3 },
      { date: next, count: 1 },
    ]);
    expect(await daysOf(`${period}&staffId=${r.staff.id}`, admin)).toEqual([
      { date: day, count: 1 },
      { date: next, count: 1 },
    ]);
    expect(await daysOf(`${period}&clientId=${r.otherClient.id}`, admin)).toEqual([
      { date: day, count: 2 },
      { date: next, count: 1 },
    ]);
    // The search's words, any case, across the staff member's and the clients' names and the id.
    expect(
      await daysOf(`${period}&search=${encodeURIComponent(r.staff.firstName.toUpperCase())}`, admin),
    ).toEqual([
      { date: day, count: 1 },
      { date: next, count: 1 },
    ]);
    expect(await daysOf(`${period}&search=${theirs.slice(0, 8)}`, admin)).toEqual([{ date: day, count: 1 }]);
    expect(await daysOf(`${period}&search=nobody-has-this-name`, admin)).toEqual([]);
    expect(await daysOf(`${period}&flaggedOnly=true`, admin)).toEqual([{ date: day, count: 1 }]);
    // The night shift's start is outside a period of its second day alone.
    expect(await daysOf(`fromDate=${afterNext}&toDate=${afterNext}`, admin)).toEqual([]);
  });

  it('needs two local dates, in order', async () => {
    expect((await get(h, counts(''), admin)).statusCode).toBe(400);
    expect((await get(h, counts(`fromDate=${next}&toDate=${day}`), admin)).statusCode).toBe(400);
    const instant = await get(h, counts(`fromDate=${at(day, '09:00')}&toDate=${day}`), admin);
    expect(instant.statusCode).toBe(400);
    expect(instant.json().errors.fromDate).toBe('Enter a valid date');
  });

  it('a role without the roster gets 403', async () => {
    const res = await get(h, counts(`fromDate=${day}&toDate=${next}`), r.c.users.CareManager.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });

  it('another company counts none of these shifts, even naming this company’s staff member', async () => {
    const other = await createCompany(h);
    const token = other.users.CompanyAdmin.token;
    expect(await daysOf(`fromDate=${day}&toDate=${afterNext}`, token)).toEqual([]);
    const named = await get(h, counts(`fromDate=${day}&toDate=${afterNext}&staffId=${r.staff.id}`), token);
    // As the shift list does: the filter names no one of the caller's company, so nothing is counted.
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual([]);
  });

  it('a staff member and a client count only their own shifts; naming another is a 404', async () => {
    const period = `fromDate=${day}&toDate=${afterNext}`;
    expect(await daysOf(period, r.c.users.Staff.token)).toEqual([
      { date: day, count: 1 },
      { date: next, count: 1 },
    ]);
    expect(await daysOf(period, r.c.users.Client.token)).toEqual([{ date: day, count: 1 }]);
    expect(
      (await get(h, counts(`${period}&staffId=${r.otherStaff.id}`), r.c.users.Staff.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(h, counts(`${period}&clientId=${r.otherClient.id}`), r.c.users.Staff.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(h, counts(`${period}&clientId=${r.otherClient.id}`), r.c.users.Client.token)).statusCode,
    ).toBe(404);
  });

  it('an auditor counts only the shifts naming people approved for auditing', async () => {
    const period = `fromDate=${day}&toDate=${afterNext}`;
    const auditor = r.c.users.Auditor.token;
    expect(await daysOf(period, auditor)).toEqual([]);
    await h.database.db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, r.staff.id));
    await h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, r.client.id));
    h.clock.advance(3_000);
    expect(await daysOf(period, auditor)).toEqual([{ date: day, count: 1 }]);
  });
});
