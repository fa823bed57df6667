// The front door of the pay-settings module: what other areas may use of it (the pay engine's wiring
// reads a worker's settings, the rate rows and the switches here). Nothing else of the module is
// imported from outside it (modules/module-doors.test.ts).
export { listAwardSettings } from './award-settings.repo.ts';
export { companyOnCosts } from './on-costs.repo.ts';
export { ensurePayRowsSeeded, listAllowances, listRates, savedSwitches } from './pay-rates.repo.ts';
export { seedPayRowsOfAllCompanies } from './pay-rows-job.ts';
