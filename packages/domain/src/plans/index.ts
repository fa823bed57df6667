// The plans rules and schemas; each file of the area is exported from here.
export * from './plan-rules.ts';
export * from './plan-schemas.ts';
export * from './support-categories.ts';
