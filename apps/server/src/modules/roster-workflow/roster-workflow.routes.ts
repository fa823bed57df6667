import { type RouteTable, route } from '../../http/route-table.ts';
import {
  cancelClientShiftRoute,
  cancelShiftRoute,
  rejectShiftCancellationRoute,
  shiftCancellationRoute,
} from './cancellations.ts';
import {
  approveOpenShiftRoute,
  declineOpenShiftRoute,
  openShiftRequestsRoute,
} from './open-shift-decisions.ts';
import { openShiftsRoute, requestOpenShiftRoute } from './open-shifts.ts';
import { reassignStaffRoute } from './reassign.ts';
import { sendNotificationRoute } from './roster-notification.ts';

/** Cancellations, reassignment, open shifts and roster notifications (spec 3 §4.2, §7.1). */
export const rosterWorkflowRoutes: RouteTable = [
  route(shiftCancellationRoute, 'roster.requestCancellation'),
  route(cancelShiftRoute, 'roster.decideCancellation'),
  route(rejectShiftCancellationRoute, 'roster.decideCancellation'),
  route(cancelClientShiftRoute, 'roster.cancelClientShift'),
  route(reassignStaffRoute, 'roster.reassign'),
  route(openShiftsRoute, ['openShift.decide', 'roster.view', 'openShift.request'], { reach: 'openShift' }),
  route(requestOpenShiftRoute, 'openShift.request'),
  route(openShiftRequestsRoute, 'openShift.decide'),
  route(approveOpenShiftRoute, 'openShift.decide'),
  route(declineOpenShiftRoute, 'openShift.decide'),
  route(sendNotificationRoute, 'roster.notify'),
];
