/** The replies of the work-settings calls (the spec names none; short, in the house's words). */
export const WORK_SETTINGS_TEXTS = {
  settingsSaved: 'Work settings saved.',
  timePeriodsSaved: 'Time periods saved.',
  holidayAdded: 'Public holiday added.',
  holidayRemoved: 'Public holiday removed.',
  year: 'Enter a year between 1990 and 2100',
} as const;
