// The front door of the roster module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { companyZone } from './company-zone.ts';
export { periodOf, periodQuery, periodWhere } from './roster-period.ts';
export type { RosterReader } from './roster-scope.repo.ts';
export { hasClient, readableShiftView, readerScope } from './roster-scope.repo.ts';
export { enforceChecks, findingsFor } from './rostering-checks.ts';
export {
  clientsOfShifts,
  firstClientLocationSql,
  shiftClientIdsSql,
  shiftClientNamesSql,
} from './shift-clients.repo.ts';
export { openShiftsWhere, rosteredWhere, shiftIdIn } from './shift-filters.repo.ts';
export { findShiftView, shiftViews } from './shift-reads.repo.ts';
export { readableShift } from './shift-reads.route.ts';
export type { ShiftRow } from './shift-write.repo.ts';
export { lockShift, shiftProfileIds, updateShift } from './shift-write.repo.ts';
