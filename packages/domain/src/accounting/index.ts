export * from './accounting-schemas.ts';
export * from './contact-name.ts';
export * from './pay-category-mapping.ts';
export * from './payroll-employee-rules.ts';
export * from './payroll-timesheet.ts';
export * from './people-import.ts';
export * from './sales-invoice-payload.ts';
