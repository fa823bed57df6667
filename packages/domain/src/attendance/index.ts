export * from './attendance-schemas.ts';
export * from './attendance-view.ts';
export * from './clock-position.ts';
export * from './geofence.ts';
export * from './offline-rules.ts';
export * from './shift-codes.ts';
export * from './split-attendance.ts';
export * from './work-bands.ts';
