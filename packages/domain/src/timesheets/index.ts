export * from './split-status.ts';
export * from './timesheet-schemas.ts';
export * from './timesheet-status.ts';
export * from './timesheet-totals.ts';
export * from './timesheet-view.ts';
