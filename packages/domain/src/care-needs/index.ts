// The care-needs rules and schemas; each file of the area is exported from here.
export * from './form-mode.ts';
export * from './lists.ts';
export * from './places.ts';
export * from './schemas.ts';
