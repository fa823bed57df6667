import { type RouteTable, route } from '../../http/route-table.ts';
import { getAvailabilityRoute, getStaffAvailabilitiesRoute } from './availability-reads.ts';
import {
  addStaffAvailabilityRoute,
  deleteStaffAvailibilityRoute,
  editStaffAvailibilityRoute,
  saveWeekRoute,
} from './manage-availability.ts';

/** Staff availability (spec 3 §7.5). */
export const availabilityRoutes: RouteTable = [
  route(getStaffAvailabilitiesRoute, 'availability.view', { staff: 'query.staffId' }),
  route(getAvailabilityRoute, 'availability.view'),
  route(addStaffAvailabilityRoute, 'availability.manage', { staff: 'body.staffId' }),
  route(editStaffAvailibilityRoute, 'availability.manage'),
  route(deleteStaffAvailibilityRoute, 'availability.manage'),
  route(saveWeekRoute, 'availability.manage'),
];
