// The front door of the pay-lines module: what other areas may use of it (the pay lines of a worker's
// period, for the approval dialogs and payroll posts to come). Nothing else of the module is imported
// from outside it (modules/module-doors.test.ts).
export { companyPayContext, type PayContext } from './pay-context.ts';
export { workersPay } from './workers-pay.ts';
