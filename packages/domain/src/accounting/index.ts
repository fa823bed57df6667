export * from './accounting-schemas.ts';
