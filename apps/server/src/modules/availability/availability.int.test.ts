import { AVAILABILITY_MESSAGES, MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { staffAvailabilities, staffs } from '../../db/schema/index.ts';
import { ADD, addSlot, edit, list, one, remove, slot, staffOf, WEEK } from './availability.test-kit.ts';

const M = AVAILABILITY_MESSAGES;

const rowsOf = (h: Awaited<ReturnType<typeof harness>>, staffId: string) =>
  h.database.db.select().from(staffAvailabilities).where(eq(staffAvailabilities.staffId, staffId));

describe('POST /api/StaffAvailibilities/add_staff_availability', () => {
  it('lets a staff member add their own slot, logged, and lists it with the spec’s fields', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const me = await staffOf(h, c.companyId, c.users.Staff.id);
    const res = await post(h, ADD, c.users.Staff.token, slot(me.id, 'Monday', '09:00', '17:30'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'Availability added.',
      staffAvailibilityId: expect.any(String),
    });
    const listed = await get(h, list(me.id), c.users.Staff.token);
    expect(listed.json()).toEqual([
      {
        staffAvailibilityId: res.json().staffAvailibilityId,
        staffId: me.id,
        companyID: c.companyId,
        days: 'Monday',
        fromTimeOfDay: '09:00',
        toTimeOfDay: '17:30',
        dateCreated: h.clock.now().toISOString(),
        dateModified: null,
        staff: { staffId: me.id, fullName: `${me.firstName} Test` },
      },
    ]);
    expect(
      await activitiesOf(
        h,
        c.users.Staff.id,
        `Added the availability Monday 09:00-17:30 of ${me.firstName} Test`,
      ),
    ).toHaveLength(1);
  });

  it('needs the day and both times (Input Fields cannot be empty), storing nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const me = await staffOf(h, c.companyId, c.users.Staff.id);
    const res = await post(h, ADD, c.users.Staff.token, slot(me.id, '', '', ''));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ days: M.empty, fromTimeOfDay: M.empty, toTimeOfDay: M.empty });
    expect(await rowsOf(h, me.id)).toHaveLength(0);
  });

  it('refuses an end not after the start, at the end time', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const me = await staffOf(h, c.companyId, c.users.Staff.id);
    const res = await post(h, ADD, c.users.Staff.token, slot(me.id, 'Tuesday', '10:00', '09:00'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.endAfterStart, errors: { toTimeOfDay: M.endAfterStart } });
  });

  it('refuses a slot overlapping another of the same day, but not one on another day', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const me = await staffOf(h, c.companyId, c.users.Staff.id);
    await addSlot(h, c.users.Staff.token, slot(me.id, 'Monday', '09:00', '12:00'));
    const clash = await post(h, ADD, c.users.Staff.token, slot(me.id, 'Monday', '11:00', '13:00'));
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ message: M.overlap, errors: { fromTimeOfDay: M.overlap } });
    expect(
      (await post(h, ADD, c.users.Staff.token, slot(me.id, 'Monday', '12:00', '13:00'))).statusCode,
    ).toBe(200);
    expect(
      (await post(h, ADD, c.users.Staff.token, slot(me.id, 'Friday', '11:00', '13:00'))).statusCode,
    ).toBe(200);
    expect(await rowsOf(h, me.id)).toHaveLength(3);
  });

  it('gives 404 to a staff member adding for another staff member', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await staffOf(h, c.companyId, c.users.Staff.id);
    const other = await staffOf(h, c.companyId);
    const res = await post(h, ADD, c.users.Staff.token, slot(other.id, 'Monday', '09:00', '10:00'));
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(h, other.id)).toHaveLength(0);
  });

  it('lets an administrator and a holder of Edit Staff add for any staff member of the company', async () => {
    const h = await harness();
    const c = await createCompany(h, { CareManager: ['Edit Staff'] });
    const worker = await staffOf(h, c.companyId);
    expect(
      (await post(h, ADD, c.users.Administrator.token, slot(worker.id, 'Monday', '09:00', '10:00')))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(h, ADD, c.users.CareManager.token, slot(worker.id, 'Monday', '10:00', '11:00'))).statusCode,
    ).toBe(200);
  });

  it('refuses the auditor and the client (403) and another company’s staff member (404)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const worker = await staffOf(h, c.companyId);
    for (const role of ['Auditor', 'Client'] as const) {
      const res = await post(h, ADD, c.users[role].token, slot(worker.id, 'Monday', '09:00', '10:00'));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    const res = await post(
      h,
      ADD,
      other.users.CompanyAdmin.token,
      slot(worker.id, 'Monday', '09:00', '10:00'),
    );
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(h, worker.id)).toHaveLength(0);
  });
});

describe('GET /api/StaffAvailibilities/get_staff_availabilities and get_availability/{id}', () => {
  it('lists Sunday to Saturday, then by start time', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const worker = await staffOf(h, c.companyId);
    const admin = c.users.CompanyAdmin.token;
    for (const [d, f, t] of [
      ['Saturday', '08:00', '09:00'],
      ['Monday', '13:00', '14:00'],
      ['Sunday', '10:00', '11:00'],
      ['Monday', '07:00', '08:00'],
    ] as const) {
      await addSlot(h, admin, slot(worker.id, d, f, t));
    }
    const res = await get(h, list(worker.id), admin);
    expect(
      res.json().map((r: { days: string; fromTimeOfDay: string }) => `${r.days} ${r.fromTimeOfDay}`),
    ).toEqual(['Sunday 10:00', 'Monday 07:00', 'Monday 13:00', 'Saturday 08:00']);
  });

  it('shows a staff member only their own slots (404 for another’s), and an auditor only audit-approved staff', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await staffOf(h, c.companyId, c.users.Staff.id);
    const other = await staffOf(h, c.companyId);
    const id = await addSlot(h, c.users.CompanyAdmin.token, slot(other.id, 'Monday', '09:00', '10:00'));
    expect((await get(h, list(other.id), c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, one(id), c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, one(id), c.users.Auditor.token)).statusCode).toBe(404);
    await h.database.db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, other.id));
    const read = await get(h, one(id), c.users.Auditor.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ staffAvailibilityId: id, days: 'Monday', staffId: other.id });
  });

  it('gives 404 for another company’s slot and 403 to a client', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const worker = await staffOf(h, c.companyId);
    const id = await addSlot(h, c.users.CompanyAdmin.token, slot(worker.id, 'Monday', '09:00', '10:00'));
    expect((await get(h, one(id), other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, list(worker.id), other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, list(worker.id), c.users.Client.token)).statusCode).toBe(403);
  });
});

describe('POST /api/StaffAvailibilities/edit/{id} and delete/{id}', () => {
  it('edits a slot (its own old times do not clash with it) and deletes it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const me = await staffOf(h, c.companyId, c.users.Staff.id);
    const token = c.users.Staff.token;
    const id = await addSlot(h, token, slot(me.id, 'Monday', '09:00', '10:00'));
    h.clock.advance(60_000);
    const res = await post(h, edit(id), token, slot(me.id, 'Monday', '09:00', '11:00'));
    expect(res.json()).toEqual({ status: 'Success', message: 'Availability updated.' });
    expect((await get(h, one(id), token)).json()).toMatchObject({
      toTimeOfDay: '11:00',
      dateModified: h.clock.now().toISOString(),
    });
    const gone = await post(h, remove(id), token);
    expect(gone.json()).toEqual({ status: 'Success', message: 'Availability deleted.' });
    expect(await rowsOf(h, me.id)).toHaveLength(0);
  });

  it('refuses an edit that overlaps another slot or ends first, changing nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const worker = await staffOf(h, c.companyId);
    const admin = c.users.Administrator.token;
    await addSlot(h, admin, slot(worker.id, 'Monday', '13:00', '14:00'));
    const id = await addSlot(h, admin, slot(worker.id, 'Monday', '09:00', '10:00'));
    expect((await post(h, edit(id), admin, slot(worker.id, 'Monday', '09:00', '13:30'))).json().message).toBe(
      M.overlap,
    );
    expect((await post(h, edit(id), admin, slot(worker.id, 'Monday', '09:00', '08:00'))).json().message).toBe(
      M.endAfterStart,
    );
    expect((await get(h, one(id), admin)).json().toTimeOfDay).toBe('10:00');
  });

  it('gives 404 to a staff member editing or deleting another’s slot', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await staffOf(h, c.companyId, c.users.Staff.id);
    const other = await staffOf(h, c.companyId);
    const id = await addSlot(h, c.users.CompanyAdmin.token, slot(other.id, 'Monday', '09:00', '10:00'));
    expect(
      (await post(h, edit(id), c.users.Staff.token, slot(other.id, 'Monday', '09:00', '11:00'))).statusCode,
    ).toBe(404);
    expect((await post(h, remove(id), c.users.Staff.token)).statusCode).toBe(404);
    expect(await rowsOf(h, other.id)).toHaveLength(1);
  });
});

describe('POST /api/StaffAvailibilities/save_week', () => {
  it('replaces the staff member’s week in one go', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const me = await staffOf(h, c.companyId, c.users.Staff.id);
    const token = c.users.Staff.token;
    await addSlot(h, token, slot(me.id, 'Monday', '09:00', '10:00'));
    const week = [
      { days: 'Tuesday', fromTimeOfDay: '07:00', toTimeOfDay: '08:00' },
      { days: 'Tuesday', fromTimeOfDay: '08:00', toTimeOfDay: '12:00' },
      { days: 'Sunday', fromTimeOfDay: '23:00', toTimeOfDay: '00:00' },
    ];
    const res = await post(h, WEEK, token, { staffId: me.id, slots: week });
    expect(res.json()).toEqual({ status: 'Success', message: 'Weekly availability saved.' });
    const listed = (await get(h, list(me.id), token)).json();
    expect(listed.map((r: { days: string; toTimeOfDay: string }) => `${r.days}-${r.toTimeOfDay}`)).toEqual([
      'Sunday-00:00',
      'Tuesday-08:00',
      'Tuesday-12:00',
    ]);
  });

  it('refuses a week with an overlap or a backwards slot, naming the slot, and keeps the old week', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const me = await staffOf(h, c.companyId, c.users.Staff.id);
    const token = c.users.Staff.token;
    await addSlot(h, token, slot(me.id, 'Monday', '09:00', '10:00'));
    const res = await post(h, WEEK, token, {
      staffId: me.id,
      slots: [
        { days: 'Monday', fromTimeOfDay: '09:00', toTimeOfDay: '11:00' },
        { days: 'Wednesday', fromTimeOfDay: '12:00', toTimeOfDay: '11:00' },
        { days: 'Monday', fromTimeOfDay: '10:30', toTimeOfDay: '12:00' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'slots.2.fromTimeOfDay': M.overlap,
      'slots.1.toTimeOfDay': M.endAfterStart,
    });
    expect(await rowsOf(h, me.id)).toHaveLength(1);
  });

  it('takes the staff member from the query too, and needs one', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const me = await staffOf(h, c.companyId, c.users.Staff.id);
    const slots = [{ days: 'Monday', fromTimeOfDay: '09:00', toTimeOfDay: '10:00' }];
    expect((await post(h, `${WEEK}?staffId=${me.id}`, c.users.Staff.token, { slots })).statusCode).toBe(200);
    expect(await rowsOf(h, me.id)).toHaveLength(1);
    const none = await post(h, WEEK, c.users.Staff.token, { slots });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ staffId: M.empty });
  });

  it('gives 404 to a staff member saving another’s week', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await staffOf(h, c.companyId, c.users.Staff.id);
    const other = await staffOf(h, c.companyId);
    const res = await post(h, WEEK, c.users.Staff.token, { staffId: other.id, slots: [] });
    expect(res.statusCode).toBe(404);
  });
});
