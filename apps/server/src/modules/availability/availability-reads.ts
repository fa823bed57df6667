import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findAvailability, listAvailabilities } from './availability.repo.ts';
import { availabilityView, availabilityViews, reachableStaff, staffRef } from './availability-access.ts';

/** Reading availability: a staff member their own, admins, Edit Staff and auditors the staff they see. */
export const getStaffAvailabilitiesRoute = routeSpec({
  method: 'GET',
  url: '/StaffAvailibilities/get_staff_availabilities',
  summary: 'A staff member’s weekly availability, Sunday to Saturday then by start time',
  tags: ['StaffAvailibilities'],
  querystring: z.object({ staffId: z.uuid('staffId must be a UUID') }),
  // The staff member is one the caller reaches: the line's record rule.
  async handler({ db, principal, query }) {
    const staff = await staffRef(db, principal.companyId, query.staffId);
    return availabilityViews(await listAvailabilities(db, principal.companyId, staff.staffId), staff);
  },
});

export const getAvailabilityRoute = routeSpec({
  method: 'GET',
  url: '/StaffAvailibilities/get_availability/:id',
  summary: 'One availability slot',
  tags: ['StaffAvailibilities'],
  params: z.object({ id: z.uuid('The id must be a UUID') }),
  async handler({ db, principal, params }) {
    const row = await findAvailability(db, principal.companyId, params.id);
    if (!row) {
      throw notFound();
    }
    return availabilityView(row, await reachableStaff(db, principal, row.staffId));
  },
});
