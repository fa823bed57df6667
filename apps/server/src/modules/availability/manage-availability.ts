import { AVAILABILITY_MESSAGES, availabilityForm, type StatusReply } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { lockPerson } from '../people/people.api.ts';
import {
  deleteAvailability,
  deleteStaffAvailabilities,
  findAvailability,
  insertAvailabilities,
  slotsOfDay,
  updateAvailability,
} from './availability.repo.ts';
import { assertSlotFits, assertWeekFits, reachableStaff, slotOf, staffRef } from './availability-access.ts';

const idParams = z.object({ id: z.uuid('The id must be a UUID') });

/** The weekly editor's save (ours): the whole week of one staff member; at most 24 slots a day. */
const weekBody = z.object({
  staffId: z.uuid(AVAILABILITY_MESSAGES.empty).optional(),
  slots: z
    .array(availabilityForm.omit({ staffId: true, companyID: true }))
    .max(168, 'At most 168 slots a week'),
  companyID: z.unknown().optional(),
});

const describe = (s: { days: string; fromTimeOfDay: string; toTimeOfDay: string }) =>
  `${s.days} ${s.fromTimeOfDay}-${s.toTimeOfDay}`;

/** The company's staff member (404 otherwise), locked so that their saves run one after the other. */
async function lockedStaff(db: Queryable, companyId: string, staffId: string) {
  const staff = await staffRef(db, companyId, staffId);
  await lockPerson(db, 'staff', companyId, staffId);
  return staff;
}

/** The staff member reached (404 otherwise), locked. */
async function staffForChange(db: Queryable, principal: Principal, staffId: string) {
  await reachableStaff(db, principal, staffId);
  return lockedStaff(db, principal.companyId, staffId);
}

/** A slot of the company the caller may change, or 404. */
async function slotForChange(db: Queryable, principal: Principal, id: string) {
  const row = await findAvailability(db, principal.companyId, id);
  if (!row) {
    throw notFound();
  }
  return { row, staff: await staffForChange(db, principal, row.staffId) };
}

/** Adding, editing, deleting availability slots and saving a whole week (spec 3 §7.5). */
export const addStaffAvailabilityRoute = routeSpec({
  method: 'POST',
  url: '/StaffAvailibilities/add_staff_availability',
  summary: 'Add a weekly availability slot of a staff member (a staff member: their own)',
  tags: ['StaffAvailibilities'],
  body: availabilityForm,
  activity: 'Added an availability slot',
  async handler({
    db,
    principal,
    body,
    now,
    recordActivity,
  }): Promise<StatusReply & { staffAvailibilityId: string }> {
    // The staff member is one the caller reaches: the line's record rule.
    const staff = await lockedStaff(db, principal.companyId, body.staffId);
    const slot = slotOf(body);
    assertSlotFits(slot, await slotsOfDay(db, principal.companyId, staff.staffId, slot.days));
    const [id] = await insertAvailabilities(
      db,
      principal.companyId,
      staff.staffId,
      [slot],
      principal.uid,
      now,
    );
    recordActivity(`Added the availability ${describe(slot)} of ${staff.fullName}`);
    return { status: 'Success', message: 'Availability added.', staffAvailibilityId: id as string };
  },
});

export const editStaffAvailibilityRoute = routeSpec({
  method: 'POST',
  url: '/StaffAvailibilities/edit/:id',
  summary: 'Edit an availability slot',
  tags: ['StaffAvailibilities'],
  params: idParams,
  body: availabilityForm,
  activity: 'Edited an availability slot',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const { row, staff } = await slotForChange(db, principal, params.id);
    // The slot stays the staff member's: a staffId naming someone else does not move it.
    const slot = slotOf(body);
    assertSlotFits(
      slot,
      await slotsOfDay(db, principal.companyId, row.staffId, slot.days, row.staffAvailibilityId),
    );
    await updateAvailability(db, principal.companyId, row.staffAvailibilityId, slot, principal.uid, now);
    recordActivity(`Changed the availability ${describe(row)} of ${staff.fullName} to ${describe(slot)}`);
    return { status: 'Success', message: 'Availability updated.' };
  },
});

export const deleteStaffAvailibilityRoute = routeSpec({
  method: 'POST',
  url: '/StaffAvailibilities/delete/:id',
  summary: 'Delete an availability slot',
  tags: ['StaffAvailibilities'],
  params: idParams,
  activity: 'Deleted an availability slot',
  async handler({ db, principal, params, recordActivity }): Promise<StatusReply> {
    const { row, staff } = await slotForChange(db, principal, params.id);
    await deleteAvailability(db, principal.companyId, row.staffAvailibilityId);
    recordActivity(`Deleted the availability ${describe(row)} of ${staff.fullName}`);
    return { status: 'Success', message: 'Availability deleted.' };
  },
});

export const saveWeekRoute = routeSpec({
  method: 'POST',
  url: '/StaffAvailibilities/save_week',
  summary: 'Replace a staff member’s weekly availability with the slots sent (ours: the weekly editor)',
  tags: ['StaffAvailibilities'],
  body: weekBody,
  // The staff member may come in the query (save_week?staffId=) or in the body.
  querystring: z.object({ staffId: z.uuid(AVAILABILITY_MESSAGES.empty).optional() }),
  activity: 'Saved the weekly availability',
  async handler({ db, principal, body, query, now, recordActivity }): Promise<StatusReply> {
    const staffId = body.staffId ?? query.staffId;
    if (!staffId) {
      throw fieldError('staffId', AVAILABILITY_MESSAGES.empty);
    }
    const staff = await staffForChange(db, principal, staffId);
    const slots = body.slots.map(slotOf);
    assertWeekFits(slots);
    await deleteStaffAvailabilities(db, principal.companyId, staff.staffId);
    await insertAvailabilities(db, principal.companyId, staff.staffId, slots, principal.uid, now);
    recordActivity(`Saved the weekly availability of ${staff.fullName} (${slots.length} slots)`);
    return { status: 'Success', message: 'Weekly availability saved.' };
  },
});
