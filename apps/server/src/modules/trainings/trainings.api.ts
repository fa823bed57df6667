// The front door of the trainings module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { requiredTrainingsFor } from './required-trainings.ts';
export { sendTrainingExpiryAlerts } from './training-reminders.ts';
export { countTrainings, coursesOfStaff, staffAccountRole } from './trainings.repo.ts';
