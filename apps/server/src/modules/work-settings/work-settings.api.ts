// The front door of the work-settings module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export {
  ensureHolidayYears,
  holidayDates,
  seedDueHolidayYears,
  seedHolidayYearsOfAllCompanies,
  storedHolidayDates,
  workBandsFor,
  workSettingsOf,
} from './work-bands.ts';
