// The care-record rules and schemas; each file of the area is exported from here.
export * from './lists.ts';
export * from './money.ts';
export * from './schemas.ts';
