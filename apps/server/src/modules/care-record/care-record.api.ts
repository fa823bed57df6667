// The front door of the care-record module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { listDailyLivings, representativesWithEmail } from './care-record.repo.ts';
