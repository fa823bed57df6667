// The front door of the availability module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { listAvailabilities } from './availability.repo.ts';
