import {
  formatInZone,
  localDateOf,
  ROSTER_MESSAGES as M,
  MESSAGES,
  type ShiftRosterView,
} from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf, insertStaff } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
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
import { INACTIVE_CLIENT, INACTIVE_STAFF, NO_REPEAT_DAY } from './shift-input.ts';

let h: Harness;
let r: RosterFixture;
let admin: string;
beforeAll(async () => {
  h = await harness();
  r = await screenedRoster(h, { Staff: [] });
  admin = r.c.users.Administrator.token;
});

const ADD = api('add_multipleclient_shifts');

describe('POST /ShiftRosters/add_multipleclient_shifts', () => {
  it('adds a shift at the local times in the company zone and logs it', async () => {
    const day = dayFromNow(h, 5);
    const body = shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id, r.otherClient.id] });
    const res = await post(h, ADD, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Shift added.' });
    const [id] = res.json().shiftRosterIds as string[];
    const view = (await get(h, api(id as string), admin)).json() as ShiftRosterView;
    expect(view).toMatchObject({
      dateFrom: at(day, '09:00'),
      dateTo: at(day, '13:00'),
      staffId: r.staff.id,
      clientsId: `${r.client.id},${r.otherClient.id}`,
      activities: 'Personal Support',
      seriesId: null,
      repeat: false,
      overriddenFindings: null,
    });
    const log = await activitiesOf(
      h,
      r.c.users.Administrator.id,
      `Added a shift from ${formatInZone(view.dateFrom, 'listDateTime', ZONE)}`,
    );
    expect(log).toHaveLength(1);
  });

  it('adds every shift of a repeat as rows of one series, at the same local start across the DST change', async () => {
    // The next Sydney daylight-saving change after the shared clock's date, found by its offset.
    let change = dayFromNow(h, 1);
    const offset = (d: string) => Date.parse(at(d, '12:00')) - Date.parse(`${d}T12:00:00Z`);
    while (offset(change) === offset(dayFromNow(h, 0))) {
      change = localDateOf(new Date(Date.parse(`${change}T12:00:00Z`) + 86_400_000), 'UTC');
    }
    const first = localDateOf(new Date(Date.parse(`${change}T12:00:00Z`) - 8 * 86_400_000), 'UTC');
    const stop = localDateOf(new Date(Date.parse(`${change}T12:00:00Z`) + 8 * 86_400_000), 'UTC');
    const ids = await addShifts(
      h,
      admin,
      shiftBody(first, {
        staffId: r.otherStaff.id,
        clientsId: [r.otherClient.id],
        repeat: true,
        saturday: true,
        sunday: true,
        stopDate: stop,
      }),
    );
    const views = (
      await get(h, `${api('get_shifts_by_user')}?staff=${r.otherStaff.id}`, admin)
    ).json() as ShiftRosterView[];
    const series = views.filter((v) => ids.includes(v.shiftRosterId));
    expect(series.length).toBe(ids.length);
    expect(series.length).toBeGreaterThanOrEqual(5);
    expect(new Set(series.map((v) => v.seriesId)).size).toBe(1);
    expect(series[0]?.seriesId).toEqual(expect.any(String));
    for (const v of series) {
      const date = localDateOf(v.dateFrom, ZONE);
      expect(v.dateFrom).toBe(at(date, '09:00'));
      expect(v.dateTo).toBe(at(date, '13:00'));
      expect(v).toMatchObject({ repeat: true, saturday: true, sunday: true, monday: false, stopDate: stop });
    }
    const offsets = new Set(series.map((v) => offset(localDateOf(v.dateFrom, ZONE))));
    expect(offsets.size).toBe(2);
  });

  it('refuses with the 409 and its findings when a client is double booked; saving needs a reason, kept with the shift', async () => {
    const day = dayFromNow(h, 9);
    await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const before = (await shiftsOf(h, r.c.companyId)).length;
    const clash = shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.client.id] });
    const refused = await post(h, ADD, admin, clash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'Conflict', message: M.findings });
    const findings = refused.json().findings as { kind: string; message: string }[];
    expect(findings.map((f) => f.kind)).toEqual(['clientDoubleBooking']);
    expect((await shiftsOf(h, r.c.companyId)).length).toBe(before);

    const reason = 'Two workers needed for a hoist transfer';
    const saved = await post(h, ADD, admin, { ...clash, overrideReason: reason });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = (await get(h, api(saved.json().shiftRosterIds[0]), admin)).json() as ShiftRosterView;
    expect(view.overrideReason).toBe(reason);
    expect(view.overriddenFindings?.map((f) => f.kind)).toEqual(['clientDoubleBooking']);
    const logs = await activitiesOf(
      h,
      r.c.users.Administrator.id,
      `Added a shift from ${formatInZone(view.dateFrom, 'listDateTime', ZONE)}; saved despite 1 rostering warning(s): ${reason}`,
    );
    expect(logs).toHaveLength(1);
  });

  it('finds the staff member overlapping, and the missing screening of an unscreened worker', async () => {
    const day = dayFromNow(h, 11);
    await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const overlap = await post(h, ADD, admin, {
      ...shiftBody(day, { staffId: r.staff.id, clientsId: [r.otherClient.id] }),
      dateFrom: `${day}T12:00`,
      dateTo: `${day}T15:00`,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().findings.map((f: { kind: string }) => f.kind)).toEqual(['overlap']);
    const newcomer = await insertStaff(h, r.c.companyId);
    const unscreened = await post(
      h,
      ADD,
      admin,
      shiftBody(day, { staffId: newcomer.id, clientsId: [r.otherClient.id] }),
    );
    expect(unscreened.statusCode).toBe(409);
    expect(unscreened.json().findings.map((f: { kind: string }) => f.kind)).toEqual([
      'screening',
      'screening',
    ]);
  });

  it('keeps a shift’s Broken shift flag (issue 38) and returns it', async () => {
    const ids = await addShifts(
      h,
      admin,
      shiftBody(dayFromNow(h, 14), { staffId: r.staff.id, clientsId: [r.client.id], isBrokenShift: true }),
    );
    const view = (await get(h, api(ids[0] as string), admin)).json() as ShiftRosterView;
    expect(view.isBrokenShift).toBe(true);
  });

  it('adds an open shift (no staff member) with its clients', async () => {
    const ids = await addShifts(h, admin, shiftBody(dayFromNow(h, 13), { clientsId: [r.otherClient.id] }));
    const view = (await get(h, api(ids[0] as string), admin)).json() as ShiftRosterView;
    expect(view).toMatchObject({ isOpenShift: true, staff: null });
  });
});

describe('add shift: each message at its field, nothing saved', () => {
  const day = () => dayFromNow(h, 20);
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['no start', () => ({ dateFrom: '' }), 'dateFrom', M.startRequired],
    ['no end', () => ({ dateTo: ' ' }), 'dateTo', M.endRequired],
    ['end before start', () => ({ dateTo: `${day()}T08:00` }), 'dateTo', M.endAfterStart],
    ['over 24 hours', () => ({ dateTo: `${dayFromNow(h, 21)}T10:00` }), 'dateTo', M.tooLong],
    ['days without a stop date', () => ({ monday: true }), 'stopDate', M.stopDateIfDays],
    ['repeat without a stop date', () => ({ repeat: true }), 'stopDate', M.selectStopDate],
    [
      'repeat without a day',
      () => ({ repeat: true, stopDate: dayFromNow(h, 27) }),
      'stopDate',
      NO_REPEAT_DAY,
    ],
    ['no client', () => ({ clientsId: [] }), 'clientsId', M.clientRequired],
    ['neither staff nor client', () => ({ staffId: null, clientsId: [] }), 'clientsId', M.staffOrClient],
    ['sleepover not crossing midnight', () => ({ isNightShift: true }), 'isNightShift', M.sleepover],
    [
      'sleepover under 8 hours',
      () => ({ isNightShift: true, dateFrom: `${day()}T22:00`, dateTo: `${dayFromNow(h, 21)}T05:00` }),
      'isNightShift',
      M.sleepover,
    ],
    [
      'sleepover and active night',
      () => ({ isNightShift: true, isExceptionalShift: true }),
      'isExceptionalShift',
      M.sleepoverAndActive,
    ],
    [
      'broken shift and sleepover (issue 38)',
      () => ({
        isBrokenShift: true,
        isNightShift: true,
        dateFrom: `${day()}T22:00`,
        dateTo: `${dayFromNow(h, 21)}T07:00`,
      }),
      'isBrokenShift',
      M.brokenAndNight,
    ],
    ['activity not in the list', () => ({ activities: ['Juggling'] }), 'activities.0', M.badActivity],
    [
      'stop date before the shift',
      () => ({ repeat: true, monday: true, stopDate: dayFromNow(h, 19) }),
      'stopDate',
      M.stopAfterStart,
    ],
    [
      'repeat over a year',
      () => ({ repeat: true, monday: true, stopDate: dayFromNow(h, 400) }),
      'stopDate',
      M.repeatTooLong,
    ],
    [
      'a date that is not one',
      () => ({ dateFrom: 'next tuesday' }),
      'dateFrom',
      'Enter a valid date and time',
    ],
  ];
  it.each(cases)('%s', async (_name, over, field, message) => {
    const before = (await shiftsOf(h, r.c.companyId)).length;
    const res = await post(h, ADD, admin, {
      ...shiftBody(day(), { staffId: r.staff.id, clientsId: [r.client.id] }),
      ...over(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await shiftsOf(h, r.c.companyId)).length).toBe(before);
  });

  it('a staff member or client of another company, or one who left, is refused at the field', async () => {
    const other = await screenedRoster(h);
    const base = shiftBody(day(), { staffId: r.staff.id, clientsId: [r.client.id] });
    const staff = await post(h, ADD, admin, { ...base, staffId: other.staff.id });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().errors.staffId).toBe(INACTIVE_STAFF);
    const client = await post(h, ADD, admin, { ...base, clientsId: [r.client.id, other.client.id] });
    expect(client.statusCode).toBe(400);
    expect(client.json().errors.clientsId).toBe(INACTIVE_CLIENT);
    const gone = await insertStaff(h, r.c.companyId, { isActive: false });
    const left = await post(h, ADD, admin, { ...base, staffId: gone.id });
    expect(left.json().errors.staffId).toBe(INACTIVE_STAFF);
  });
});

describe('add shift: who may', () => {
  it('a user with only the Add Shift Roster claim may; a Staff without it, an Auditor and a Client may not', async () => {
    const k = await screenedRoster(h, { Staff: ['Add Shift Roster'] });
    const body = shiftBody(dayFromNow(h, 30), { staffId: k.otherStaff.id, clientsId: [k.client.id] });
    expect((await post(h, ADD, k.c.users.Staff.token, body)).statusCode).toBe(200);
    const plain = await createCompany(h);
    for (const role of ['Staff', 'Auditor', 'Client', 'CareManager'] as const) {
      const res = await post(h, ADD, plain.users[role].token, body);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
  });
});

describe('POST /ShiftRosters/check_shift', () => {
  it('lists the findings of a form without saving; a shift being edited does not clash with itself', async () => {
    const day = dayFromNow(h, 33);
    const [id] = await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const before = (await shiftsOf(h, r.c.companyId)).length;
    const form = shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] });
    const res = await post(h, api('check_shift'), admin, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .findings.map((f: { kind: string }) => f.kind)
        .sort(),
    ).toEqual(['clientDoubleBooking', 'overlap']);
    expect(res.json().findings[0].shiftRosterId).toBe(id);
    expect((await shiftsOf(h, r.c.companyId)).length).toBe(before);
    const itself = await post(h, api('check_shift'), admin, { ...form, shiftId: id });
    expect(itself.json()).toEqual({ findings: [] });
    const bad = await post(h, api('check_shift'), admin, { ...form, dateTo: `${day}T08:00` });
    expect(bad.json().errors.dateTo).toBe(M.endAfterStart);
  });

  it('is for those who add or edit shifts: an Auditor may not', async () => {
    const form = shiftBody(dayFromNow(h, 34), { staffId: r.staff.id, clientsId: [r.client.id] });
    expect((await post(h, api('check_shift'), r.c.users.Auditor.token, form)).statusCode).toBe(403);
    expect((await post(h, api('check_shift'), r.c.users.Staff.token, form)).statusCode).toBe(403);
  });
});
