// The front door of the roster-workflow module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).

export { staffOfUser } from './workflow.repo.ts';
export { callerStaffId, lockedShift, ownShift, readShift } from './workflow-shift.ts';
export { shiftWords } from './workflow-texts.ts';
