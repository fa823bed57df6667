export * from './accounting-schemas.ts';
export * from './sales-invoice-payload.ts';
