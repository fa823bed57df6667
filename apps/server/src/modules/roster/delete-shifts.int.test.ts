import { formatInZone, localDateOf, ROSTER_MESSAGES as M, MESSAGES } from '@care/domain';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { type Harness, harness } from '../../../test/harness.ts';
import { attendances, shiftRosters } from '../../db/schema/index.ts';
import { bulkMessage } from './delete-shifts.ts';
import {
  addShifts,
  api,
  at,
  dayFromNow,
  get,
  post,
  type RosterFixture,
  screenedRoster,
  shiftBody,
  ZONE,
} from './roster.test-kit.ts';
import { insertShift } from './shift-write.repo.ts';

let h: Harness;
let r: RosterFixture;
let admin: string;
beforeAll(async () => {
  h = await harness();
  r = await screenedRoster(h, { Staff: ['Delete Shift Roster'] });
  admin = r.c.users.Administrator.token;
});

/** A shift stored directly (past ones cannot be added through the checks' eyes as easily). */
const stored = (day: string, from = '09:00', to = '13:00', staffId = r.staff.id) =>
  insertShift(
    h.database.db,
    { companyId: r.c.companyId, staffId, dateFrom: new Date(at(day, from)), dateTo: new Date(at(day, to)) },
    [r.client.id],
  );
const attend = (shiftRosterId: string, day: string, ended: boolean) =>
  h.database.db.insert(attendances).values({
    companyId: r.c.companyId,
    shiftRosterId,
    staffId: r.staff.id,
    clockIn: new Date(at(day, '09:00')),
    clockOut: ended ? new Date(at(day, '13:00')) : null,
  });
const exists = async (ids: string[]) =>
  (
    await h.database.db
      .select({ id: shiftRosters.id })
      .from(shiftRosters)
      .where(inArray(shiftRosters.id, ids))
  ).map((x) => x.id);

describe('POST /ShiftRosters/delete/{id}', () => {
  it('deletes an upcoming shift and logs it; an absent one too', async () => {
    const up = await stored(dayFromNow(h, 3));
    const absent = await stored(dayFromNow(h, -3));
    for (const id of [up, absent]) {
      const res = await post(h, api(`delete/${id}`), admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'Success', message: 'Shift deleted.' });
    }
    expect(await exists([up, absent])).toEqual([]);
    const when = formatInZone(at(dayFromNow(h, 3), '09:00'), 'listDateTime', ZONE);
    expect(await activitiesOf(h, r.c.users.Administrator.id, `Deleted the shift of ${when}`)).toHaveLength(1);
  });

  it('refuses a Present shift (attended and ended): the record of work stays', async () => {
    const day = dayFromNow(h, -4);
    const id = await stored(day);
    await attend(id, day, true);
    const res = await post(h, api(`delete/${id}`), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notAllowedNow);
    expect(await exists([id])).toEqual([id]);
  });

  it('applyTo series deletes this and the later shifts of its series, not earlier or attended ones', async () => {
    const first = dayFromNow(h, 50);
    const stop = localDateOf(new Date(Date.parse(`${first}T12:00:00Z`) + 3 * 86_400_000), 'UTC');
    const every = {
      sunday: true,
      monday: true,
      tuesday: true,
      wednesday: true,
      thursday: true,
      friday: true,
      saturday: true,
    };
    const ids = await addShifts(h, admin, {
      ...shiftBody(first, { staffId: r.otherStaff.id, clientsId: [r.otherClient.id] }),
      repeat: true,
      ...every,
      stopDate: stop,
    });
    expect(ids).toHaveLength(4);
    // The last one was (somehow) attended already: it stays.
    await h.database.db.insert(attendances).values({
      companyId: r.c.companyId,
      shiftRosterId: ids[3] as string,
      staffId: r.otherStaff.id,
      clockIn: new Date(at(stop, '09:00')),
    });
    const res = await post(h, `${api(`delete/${ids[1]}`)}?applyTo=series`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Shift deleted and 1 shift after it in its series.');
    expect((await exists(ids as string[])).sort()).toEqual([ids[0], ids[3]].sort());
  });

  it('another company’s shift is not found; Staff and Auditor without the claim may not; the claim may', async () => {
    const id = await stored(dayFromNow(h, 5));
    const other = await screenedRoster(h);
    expect((await post(h, api(`delete/${id}`), other.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      const res = await post(h, api(`delete/${id}`), other.c.users[role].token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    expect((await post(h, api(`delete/${id}`), r.c.users.Staff.token)).statusCode).toBe(200);
  });
});

describe('GET /ShiftRosters/delete_multiple_shift', () => {
  it('deletes only the upcoming unattended shifts, keeping started, attended and foreign ones, and says so', async () => {
    const a = await stored(dayFromNow(h, 6));
    const b = await stored(dayFromNow(h, 7));
    const past = await stored(dayFromNow(h, -6));
    const attendedUp = await stored(dayFromNow(h, 8));
    await attend(attendedUp, dayFromNow(h, 8), false);
    // Started an hour ago: in progress, no longer upcoming.
    const now = h.clock.now();
    const started = await insertShift(
      h.database.db,
      {
        companyId: r.c.companyId,
        staffId: r.otherStaff.id,
        dateFrom: new Date(now.getTime() - 3_600_000),
        dateTo: new Date(now.getTime() + 3_600_000),
      },
      [r.otherClient.id],
    );
    const other = await screenedRoster(h);
    const [foreign] = await addShifts(
      h,
      other.c.users.CompanyAdmin.token,
      shiftBody(dayFromNow(h, 6), { staffId: other.staff.id, clientsId: [other.client.id] }),
    );
    const values = [a, b, past, attendedUp, started, foreign].join(',');
    const res = await get(h, `${api('delete_multiple_shift')}?values=${values}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: bulkMessage(2, 4), deleted: 2, skipped: 4 });
    expect(res.json().message).toBe(
      '2 shifts deleted. 4 shifts kept: only upcoming shifts without attendance can be deleted together.',
    );
    expect((await exists([a, b, past, attendedUp, started, foreign as string])).sort()).toEqual(
      [past, attendedUp, started, foreign].sort(),
    );
  });

  it('needs at least one shift id', async () => {
    const res = await get(h, `${api('delete_multiple_shift')}?values=`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.values).toBe('Choose the shifts to delete');
  });
});

describe('GET /ShiftRosters/delete_periodic_shift_rosters', () => {
  it('deletes the filter’s upcoming unattended shifts of the staff member, leaving others', async () => {
    const from = dayFromNow(h, -1);
    const to = dayFromNow(h, 2);
    const mine = await stored(dayFromNow(h, 1), '15:00', '16:00');
    const pastMine = await stored(dayFromNow(h, -1), '15:00', '16:00');
    const theirs = await stored(dayFromNow(h, 1), '15:00', '16:00', r.otherStaff.id);
    const later = await stored(dayFromNow(h, 3), '15:00', '16:00');
    const res = await get(
      h,
      `${api('delete_periodic_shift_rosters')}?fromDate=${from}&toDate=${to}&staffId=${r.staff.id}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ deleted: 1, skipped: 1 });
    expect((await exists([mine, pastMine, theirs, later])).sort()).toEqual([pastMine, theirs, later].sort());
  });

  it('needs both dates', async () => {
    const res = await get(h, `${api('delete_periodic_shift_rosters')}?fromDate=${dayFromNow(h, 1)}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.specifyDates, errors: { toDate: M.specifyDates } });
  });
});
