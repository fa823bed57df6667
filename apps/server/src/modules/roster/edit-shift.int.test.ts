import { localDateOf, ROSTER_MESSAGES as M, MESSAGES, type ShiftRosterView } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { shiftRosters } from '../../db/schema/index.ts';
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

let h: Harness;
let r: RosterFixture;
let admin: string;
beforeAll(async () => {
  h = await harness();
  r = await screenedRoster(h);
  admin = r.c.users.CompanyAdmin.token;
});

const edit = (id: string) => api(`edit_shift/${id}`);
const view = async (id: string) => (await get(h, api(id), admin)).json() as ShiftRosterView;

/** A weekly series on the weekday of `first`, four weeks long. */
async function weeklySeries(first: string, over: Record<string, unknown> = {}) {
  const weekday = new Date(`${first}T12:00:00Z`).getUTCDay();
  const flag = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    weekday
  ] as string;
  const stopDate = localDateOf(new Date(Date.parse(`${first}T12:00:00Z`) + 21 * 86_400_000), 'UTC');
  const body = shiftBody(first, {
    staffId: r.staff.id,
    clientsId: [r.client.id],
    repeat: true,
    [flag]: true,
    stopDate,
    ...over,
  });
  return { ids: await addShifts(h, admin, body), body };
}

describe('POST /ShiftRosters/edit_shift/{id}', () => {
  it('edits one shift: times, staff, clients and activities', async () => {
    const day = dayFromNow(h, 4);
    const [id] = await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const res = await post(h, edit(id as string), admin, {
      ...shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.otherClient.id, r.client.id] }),
      dateFrom: `${day}T14:00`,
      dateTo: `${day}T17:30`,
      activities: ['Shopping', 'Transport'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Shift updated.' });
    expect(await view(id as string)).toMatchObject({
      staffId: r.otherStaff.id,
      clientsId: `${r.otherClient.id},${r.client.id}`,
      dateFrom: at(day, '14:00'),
      dateTo: at(day, '17:30'),
      activities: 'Shopping,Transport',
      userModified: r.c.users.CompanyAdmin.id,
    });
  });

  it('applyTo series changes this and the later shifts, each on its own date at the new local times; earlier ones stay', async () => {
    const first = dayFromNow(h, 40);
    const { ids, body } = await weeklySeries(first);
    expect(ids).toHaveLength(4);
    const second = (await view(ids[1] as string)).dateFrom;
    const secondDay = localDateOf(second, ZONE);
    const res = await post(h, edit(ids[1] as string), admin, {
      ...body,
      dateFrom: `${secondDay}T15:00`,
      dateTo: `${secondDay}T18:00`,
      description: 'Afternoons from now on',
      applyTo: 'series',
    });
    expect(res.statusCode, res.body).toBe(200);
    const views = await Promise.all(ids.map(view));
    expect(views[0]).toMatchObject({ dateFrom: at(first, '09:00'), description: 'Morning support' });
    for (const v of views.slice(1)) {
      const date = localDateOf(v.dateFrom, ZONE);
      expect(v).toMatchObject({
        dateFrom: at(date, '15:00'),
        dateTo: at(date, '18:00'),
        description: 'Afternoons from now on',
      });
    }
    expect(new Set(views.map((v) => localDateOf(v.dateFrom, ZONE))).size).toBe(4);
  });

  it('check_shift of a series shift’s edit form finds nothing in its own series', async () => {
    const first = dayFromNow(h, 70);
    const { ids, body } = await weeklySeries(first, {
      staffId: r.otherStaff.id,
      clientsId: [r.otherClient.id],
    });
    const res = await post(h, api('check_shift'), admin, { ...body, shiftId: ids[0], applyTo: 'series' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ findings: [] });
    const moved = await post(h, api('check_shift'), admin, {
      ...body,
      dateFrom: `${first}T08:00`,
      shiftId: ids[0],
      applyTo: 'one',
    });
    expect(moved.json()).toEqual({ findings: [] });
  });

  it('a repeat turned on in the edit adds the missing shifts to the series', async () => {
    const day = dayFromNow(h, 100);
    const [id] = await addShifts(h, admin, shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }));
    const stopDate = localDateOf(new Date(Date.parse(`${day}T12:00:00Z`) + 6 * 86_400_000), 'UTC');
    const every = {
      sunday: true,
      monday: true,
      tuesday: true,
      wednesday: true,
      thursday: true,
      friday: true,
      saturday: true,
    };
    const res = await post(h, edit(id as string), admin, {
      ...shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }),
      repeat: true,
      ...every,
      stopDate,
    });
    expect(res.statusCode, res.body).toBe(200);
    const seriesId = (await view(id as string)).seriesId as string;
    const rows = await h.database.db.select().from(shiftRosters).where(eq(shiftRosters.seriesId, seriesId));
    expect(rows).toHaveLength(7);
    // Saving the same repeat again adds nothing.
    await post(h, edit(id as string), admin, {
      ...shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }),
      repeat: true,
      ...every,
      stopDate,
    });
    expect(
      await h.database.db.select().from(shiftRosters).where(eq(shiftRosters.seriesId, seriesId)),
    ).toHaveLength(7);
  });

  it('refuses an edit that makes a clash (409) and keeps the shift as it was; with a reason it saves', async () => {
    const day = dayFromNow(h, 6);
    await addShifts(h, admin, shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.otherClient.id] }));
    const [id] = await addShifts(h, admin, {
      ...shiftBody(day, { staffId: r.staff.id, clientsId: [r.client.id] }),
      dateFrom: `${day}T14:00`,
      dateTo: `${day}T16:00`,
    });
    const clash = shiftBody(day, { staffId: r.otherStaff.id, clientsId: [r.client.id] });
    const refused = await post(h, edit(id as string), admin, clash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().findings.map((f: { kind: string }) => f.kind)).toEqual(['overlap']);
    expect(await view(id as string)).toMatchObject({ staffId: r.staff.id, dateFrom: at(day, '14:00') });
    const saved = await post(h, edit(id as string), admin, { ...clash, overrideReason: 'Handover shift' });
    expect(saved.statusCode).toBe(200);
    expect(await view(id as string)).toMatchObject({
      staffId: r.otherStaff.id,
      overrideReason: 'Handover shift',
    });
  });

  it('refuses to edit a Cancelled shift, with the message at the form', async () => {
    const day = dayFromNow(h, 7);
    const [id] = await addShifts(
      h,
      admin,
      shiftBody(day, { staffId: r.staff.id, clientsId: [r.otherClient.id] }),
    );
    await h.database.db
      .update(shiftRosters)
      .set({ status: 'Cancelled' })
      .where(eq(shiftRosters.id, id as string));
    const res = await post(
      h,
      edit(id as string),
      admin,
      shiftBody(day, { staffId: r.staff.id, clientsId: [r.otherClient.id] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notAllowedNow);
  });

  it('the edit form messages: a stop date for a repeat, the end after the start', async () => {
    const day = dayFromNow(h, 8);
    const [id] = await addShifts(
      h,
      admin,
      shiftBody(day, { staffId: r.staff.id, clientsId: [r.otherClient.id] }),
    );
    const base = shiftBody(day, { staffId: r.staff.id, clientsId: [r.otherClient.id] });
    const noStop = await post(h, edit(id as string), admin, { ...base, repeat: true });
    expect(noStop.json().errors.stopDate).toBe(M.selectStopDate);
    const backwards = await post(h, edit(id as string), admin, { ...base, dateTo: `${day}T08:00` });
    expect(backwards.json().errors.dateTo).toBe(M.endAfterStart);
  });

  it('the Edit Shift Roster claim may; a Staff or Auditor without it may not; another company’s shift is not found', async () => {
    const day = dayFromNow(h, 9);
    const body = shiftBody(day, { staffId: r.staff.id, clientsId: [r.otherClient.id] });
    const [id] = await addShifts(h, admin, body);
    const k = await createCompany(h, { Staff: ['Edit Shift Roster'] });
    // A Staff user of another company holding the claim: the shift is not theirs to find.
    const foreign = await post(h, edit(id as string), k.users.Staff.token, body);
    expect(foreign.statusCode).toBe(404);
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      const res = await post(h, edit(id as string), r.c.users[role].token, body);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    const claimed = await screenedRoster(h, { Staff: ['Edit Shift Roster'] });
    const [own] = await addShifts(
      h,
      claimed.c.users.Administrator.token,
      shiftBody(day, { staffId: claimed.staff.id, clientsId: [claimed.client.id] }),
    );
    const ok = await post(h, edit(own as string), claimed.c.users.Staff.token, {
      ...shiftBody(day, { staffId: claimed.staff.id, clientsId: [claimed.client.id] }),
      description: 'Changed by a roster editor',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
