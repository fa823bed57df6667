// The roster rules, lists and schemas; each file of the area is exported from here.
export * from './attendance-status.ts';
export * from './availability-rules.ts';
export * from './calendar-grid.ts';
export * from './cancellation.ts';
export * from './new-shift-times.ts';
export * from './roster-checks.ts';
export * from './roster-lists.ts';
export * from './roster-schemas.ts';
export * from './shift-actions.ts';
export * from './shift-day-counts.ts';
export * from './shift-series.ts';
export * from './shift-status.ts';
export * from './shift-view.ts';
export * from './training-findings.ts';
