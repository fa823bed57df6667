export * from './accounting-schemas.ts';
export * from './payroll-timesheet.ts';
export * from './sales-invoice-payload.ts';
