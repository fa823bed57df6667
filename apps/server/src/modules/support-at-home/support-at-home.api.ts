// The front door of the support-at-home module: what other areas may use of it (the product's jobs
// seed the budget rows here, the demo claims; the roster checks a shift's service). Nothing else of the module is imported from outside it
// (modules/module-doors.test.ts).
export { ensureSahRowsSeeded } from './sah-budgets.repo.ts';
export { claimPassingLines } from './sah-claims.ts';
export { sahBilledLinesOfDates } from './sah-margin-lines.ts';
export { applySahStatement } from './sah-payment-statement.ts';
export { seedSahRowsOfAllCompanies } from './sah-rows-job.ts';
export { ensureSahServicesSeeded } from './sah-services.repo.ts';
export { assertShiftService } from './sah-shift-service.ts';
export { generateDueStatements, sahStatementWork } from './sah-statement-run.ts';
