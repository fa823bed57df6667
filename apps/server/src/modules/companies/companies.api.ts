// The front door of the companies module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).

export type { CompanySettingsChange, CompanyWorkSettings } from './companies.repo.ts';
export {
  companyStates,
  companyZone,
  findCompany,
  lockCompany,
  updateCompanySettings,
  workSettingsOf,
} from './companies.repo.ts';
export { letterhead } from './letterhead.ts';
