// The front door of the attendance module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).

export { attendancesOfShift, lockAttendance, updateAttendance } from './attendance.repo.ts';
export { attendanceRow } from './attendance-reads.ts';
export { assertSpan, typedInstant } from './attendance-times.ts';
export { attendanceViews, clientNames } from './attendance-view.repo.ts';
export { recomputeSplits } from './split-recompute.ts';
export { setSplitStatus, splitsOfAttendances } from './splits.repo.ts';
