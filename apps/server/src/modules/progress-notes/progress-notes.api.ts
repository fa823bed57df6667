// The front door of the progress-notes module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { listPeriod, optionalId } from './list-filters.ts';
export { openProgressNotes } from './open-progress-notes.ts';
export { notesOfShift, personExists } from './progress-notes.repo.ts';
