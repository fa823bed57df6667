import type { RowLoaders } from './http/kernel-needs.ts';
import { attendanceRow } from './modules/attendance/attendance.api.ts';
import { ticketRow } from './modules/tickets/tickets.api.ts';

/**
 * How a row route loads its row, for each kind of record (http/reach.ts decides whose it is and the
 * kernel answers 404 out of reach): each owning area's loader, through its door. app.ts hands the
 * list to the kernel (AppDeps.rowLoaders); the route-table test checks every row line has one.
 */
export const ROW_LOADERS: RowLoaders = {
  attendance: attendanceRow,
  ticket: ticketRow,
};
