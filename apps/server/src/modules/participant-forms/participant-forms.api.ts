// The front door of the participant-forms module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { sendFormReviewAlerts } from './form-reminders.ts';
