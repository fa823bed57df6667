// What the instant-dates test still lets through: `file: rule` entries. The list only shrinks: an
// entry no longer needed fails the test too, so it must go. Each entry says why it is still here.

export const INSTANT_DATES_ALLOWED: readonly string[] = [
  // utcCalendarDate: the one place a Date standing for a calendar day at UTC midnight becomes its
  // 'YYYY-MM-DD' (date arithmetic, Xero's dates); an instant's date is calendarDateInZone's.
  'packages/domain/src/dates.ts: instant cut at its UTC date',
  // sheetCellDate: SheetJS gives a spreadsheet's date as local midnight, so its day is the machine's.
  'packages/domain/src/dates.ts: machine-zone date',
];
