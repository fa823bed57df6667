export * from './business-days.ts';
export * from './incident-categories.ts';
export * from './incident-clocks.ts';
export * from './incident-schemas.ts';
export * from './incident-status.ts';
export * from './incident-view.ts';
export * from './report-incident.ts';
export * from './restrictive-practices.ts';
