// The front door of the plans module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { planDatesOf } from './plans.repo.ts';
