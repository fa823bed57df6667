export * from './pay-period.ts';
export * from './rostered-worked.ts';
export * from './split-status.ts';
export * from './timesheet-schemas.ts';
export * from './timesheet-status.ts';
export * from './timesheet-totals.ts';
export * from './timesheet-view.ts';
