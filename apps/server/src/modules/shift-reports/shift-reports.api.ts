// The front door of the shift-reports module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { sanitizeGoalProgress } from './sanitize-report.ts';
export type { ShiftReportRow } from './shift-reports.repo.ts';
export { findReportOfShift } from './shift-reports.repo.ts';
