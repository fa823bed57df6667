export { timesheetSplitViews } from './timesheet-split-view.repo.ts';
