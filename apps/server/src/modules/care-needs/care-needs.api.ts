// The front door of the care-needs module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { listNeeds } from './care-needs.repo.ts';
