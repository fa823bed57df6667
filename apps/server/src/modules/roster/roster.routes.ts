import { type RouteTable, route } from '../../http/route-table.ts';
import { addMultipleclientShiftsRoute, checkShiftRoute } from './add-shift.ts';
import { duplicateShiftRoute, moveShiftRoute, repeatShiftRoute } from './copy-shifts.ts';
import {
  deleteMultipleShiftRoute,
  deletePeriodicShiftRostersRoute,
  deleteShiftRosterRoute,
} from './delete-shifts.ts';
import { editShiftRoute } from './edit-shift.ts';
import { getShiftCountsByDayRoute } from './shift-counts.ts';
import {
  getAllShiftRostersRoute,
  getPeriodicShiftRostersRoute,
  getShiftsByUserRoute,
  shiftRostersRoute,
} from './shift-reads.route.ts';

/** The shift roster: adding, editing, repeating, moving, duplicating, deleting and reading shifts (spec 3 §7.1). */
export const rosterRoutes: RouteTable = [
  route(addMultipleclientShiftsRoute, 'roster.add'),
  route(checkShiftRoute, ['roster.add', 'roster.edit']),
  route(editShiftRoute, 'roster.edit'),
  route(repeatShiftRoute, 'roster.add'),
  route(duplicateShiftRoute, 'roster.add'),
  route(moveShiftRoute, 'roster.edit'),
  route(deleteShiftRosterRoute, 'roster.delete'),
  route(deleteMultipleShiftRoute, 'roster.delete'),
  route(deletePeriodicShiftRostersRoute, 'roster.delete'),
  route(getAllShiftRostersRoute, ['roster.view', 'roster.viewOwn'], { reach: 'roster' }),
  route(getPeriodicShiftRostersRoute, ['roster.view', 'roster.viewOwn'], { reach: 'roster' }),
  route(getShiftCountsByDayRoute, ['roster.view', 'roster.viewOwn'], { reach: 'roster' }),
  route(getShiftsByUserRoute, ['roster.view', 'roster.viewOwn'], { reach: 'roster' }),
  route(shiftRostersRoute, ['roster.view', 'roster.viewOwn'], { reach: 'roster' }),
];
