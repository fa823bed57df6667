// Company subscriptions, packages and payments (issue 31); each file of the area is exported from here.
export * from './packages.ts';
export * from './price.ts';
export * from './subscription-schemas.ts';
export * from './subscription-status.ts';
export * from './user-limit.ts';
