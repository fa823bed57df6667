// The front door of the timesheets module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { splitApprovalRoutes } from './split-approvals.routes.ts';
export { periodSplits } from './timesheet-split-view.repo.ts';
