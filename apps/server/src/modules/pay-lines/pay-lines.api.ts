// The front door of the pay-lines module: what other areas may use of it (the pay lines of a worker's
// period, for the approval dialogs, and the approved lines payroll posts). Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { approveWorkerPeriod } from './approve-pay-period.ts';
export { type ApprovedWorkerPay, approvedPayLines } from './approved-pay-lines.ts';
export { companyPayContext, type PayContext } from './pay-context.ts';
export { type PeriodWorkerPay, periodPays } from './period-pays.ts';
export { workersPay } from './workers-pay.ts';
