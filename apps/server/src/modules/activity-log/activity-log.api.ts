// The front door of the activity-log module: what other areas may use of it. Nothing else of the
// module is imported from outside it (modules/module-doors.test.ts). The kernel writes each route's
// line through AppDeps.writeActivity, which app.ts fills from here.
export { insertActivity } from './activity-log.repo.ts';
