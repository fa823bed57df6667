// The catalogue rules and schemas; each file of the area is exported from here.
export * from './csv.ts';
export * from './item-search.ts';
export * from './parser.ts';
export * from './pricing.ts';
export * from './schedule.ts';
