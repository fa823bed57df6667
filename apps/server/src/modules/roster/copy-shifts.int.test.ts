import { localDateOf, ROSTER_MESSAGES as M, type ShiftRosterView } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../../test/harness.ts';
import { harness } from '../../../test/harness.ts';
import { attendances, shiftRosters } from '../../db/schema/index.ts';
import { ATTENDED_NOT_MOVED } from './copy-shifts.ts';
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
  shiftsOf,
  ZONE,
} from './roster.test-kit.ts';
import { NO_REPEAT_DAY } from './shift-input.ts';

let h: Harness;
let r: RosterFixture;
let admin: string;
beforeAll(async () => {
  h = await harness();
  r = await screenedRoster(h, { Staff: ['Add Shift Roster'] });
  admin = r.c.users.Administrator.token;
});

const view = async (id: string) => (await get(h, api(id), admin)).json() as ShiftRosterView;
const q = (o: Record<string, string | boolean>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)]));

describe('POST /ShiftRosters/repeat_shift', () => {
  it('adds the chosen weekdays up to the stop date to the shift’s series, same local times', async () => {
    const day = dayFromNow(h, 3);
    const [id] = await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const stopDate = localDateOf(new Date(Date.parse(`${day}T12:00:00Z`) + 14 * 86_400_000), 'UTC');
    const res = await post(
      h,
      `${api('repeat_shift')}?${q({ shiftId: id as string, Monday: true, Thursday: true, StopDate: stopDate })}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const source = await view(id as string);
    expect(source).toMatchObject({ repeat: true, monday: true, thursday: true, stopDate });
    const series = await h.database.db
      .select()
      .from(shiftRosters)
      .where(eq(shiftRosters.seriesId, source.seriesId as string));
    // Two full weeks after the first day hold two Mondays and two Thursdays, whatever weekday the first is.
    expect(series).toHaveLength(5);
    expect(res.json().message).toBe('Shift repeated: 4 shift(s) added.');
    for (const row of series) {
      const date = localDateOf(row.dateFrom, ZONE);
      expect(row.dateFrom.toISOString()).toBe(at(date, '09:00'));
      if (row.id !== id) {
        expect(['Monday', 'Thursday']).toContain(
          new Date(`${date}T12:00:00Z`).toLocaleDateString('en-AU', { weekday: 'long', timeZone: 'UTC' }),
        );
      }
    }
    // Repeating again adds nothing new.
    const again = await post(
      h,
      `${api('repeat_shift')}?${q({ shiftId: id as string, monday: true, thursday: true, stopDate })}`,
      admin,
    );
    expect(again.json().message).toMatch(/^No shift added/);
  });

  it('needs a day and a stop date on or after the shift', async () => {
    const day = dayFromNow(h, 3);
    const [id] = await addShifts(h, admin, {
      ...shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.otherClient.id] }),
    });
    const noDay = await post(
      h,
      `${api('repeat_shift')}?${q({ shiftId: id as string, stopDate: dayFromNow(h, 10) })}`,
      admin,
    );
    expect(noDay.json().errors.stopDate).toBe(NO_REPEAT_DAY);
    const noStop = await post(
      h,
      `${api('repeat_shift')}?${q({ shiftId: id as string, monday: true })}`,
      admin,
    );
    expect(noStop.statusCode).toBe(400);
    expect(noStop.json().errors.stopDate).toBe(M.selectStopDate);
    const before = await post(
      h,
      `${api('repeat_shift')}?${q({ shiftId: id as string, monday: true, stopDate: dayFromNow(h, 1) })}`,
      admin,
    );
    expect(before.json().errors.stopDate).toBe(M.stopAfterStart);
  });
});

describe('POST /ShiftRosters/duplicate_shift and move_shift', () => {
  it('duplicates to another date at the same local times, a new shift outside the series', async () => {
    const day = dayFromNow(h, 31);
    const [id] = await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const to = dayFromNow(h, 33);
    const res = await post(h, `${api('duplicate_shift')}?${q({ shiftId: id as string, date: to })}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const copy = await view(res.json().shiftRosterId);
    expect(copy).toMatchObject({
      dateFrom: at(to, '09:00'),
      dateTo: at(to, '13:00'),
      staffId: r.staff.id,
      clientsId: r.client.id,
      seriesId: null,
    });
    expect(await view(id as string)).toMatchObject({ dateFrom: at(day, '09:00') });
  });

  it('duplicating onto the same time clashes: 409, nothing added, until a reason is given', async () => {
    const day = dayFromNow(h, 35);
    const [id] = await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const before = (await shiftsOf(h, r.c.companyId)).length;
    const res = await post(h, `${api('duplicate_shift')}?${q({ shiftId: id as string, date: day })}`, admin);
    expect(res.statusCode).toBe(409);
    expect(
      res
        .json()
        .findings.map((f: { kind: string }) => f.kind)
        .sort(),
    ).toEqual(['clientDoubleBooking', 'overlap']);
    expect((await shiftsOf(h, r.c.companyId)).length).toBe(before);
    const forced = await post(
      h,
      `${api('duplicate_shift')}?${q({ shiftId: id as string, date: day, overrideReason: 'Two shifts billed apart' })}`,
      admin,
    );
    expect(forced.statusCode).toBe(200);
  });

  it('moves a shift (an overnight one keeps ending the next day) and refuses one with attendance', async () => {
    const day = dayFromNow(h, 37);
    const [id] = await addShifts(h, admin, {
      ...shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.otherClient.id] }),
      dateFrom: `${day}T22:00`,
      dateTo: `${dayFromNow(h, 38)}T07:00`,
      isNightShift: true,
    });
    const to = dayFromNow(h, 41);
    const res = await post(h, `${api('move_shift')}?${q({ shiftId: id as string, date: to })}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await view(id as string)).toMatchObject({
      dateFrom: at(to, '22:00'),
      dateTo: at(dayFromNow(h, 42), '07:00'),
    });
    await h.database.db.insert(attendances).values({
      companyId: r.c.companyId,
      shiftRosterId: id as string,
      staffId: r.otherStaff.id,
      clockIn: new Date(at(to, '22:00')),
    });
    const refused = await post(
      h,
      `${api('move_shift')}?${q({ shiftId: id as string, date: dayFromNow(h, 44) })}`,
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ATTENDED_NOT_MOVED);
  });

  it('a date is required; another company’s shift is not found; moving needs the Edit claim', async () => {
    const day = dayFromNow(h, 46);
    const [id] = await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const noDate = await post(h, `${api('duplicate_shift')}?${q({ shiftId: id as string })}`, admin);
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors.date).toBe(M.dateRequired);
    const other = await screenedRoster(h);
    const foreign = await post(
      h,
      `${api('move_shift')}?${q({ shiftId: id as string, date: dayFromNow(h, 47) })}`,
      other.c.users.CompanyAdmin.token,
    );
    expect(foreign.statusCode).toBe(404);
    // The fixture's Staff user holds Add Shift Roster only: duplicate yes, move no.
    const dup = await post(
      h,
      `${api('duplicate_shift')}?${q({ shiftId: id as string, date: dayFromNow(h, 48) })}`,
      r.c.users.Staff.token,
    );
    expect(dup.statusCode, dup.body).toBe(200);
    const move = await post(
      h,
      `${api('move_shift')}?${q({ shiftId: id as string, date: dayFromNow(h, 49) })}`,
      r.c.users.Staff.token,
    );
    expect(move.statusCode).toBe(403);
  });
});
