// NSW public holidays 2025–2027 (docs/reference/SCHADS.md §4.11), as rows the server seeds a
// company's holidays from. Whole days, local time. 2025 is derived from the Public Holidays Act 2010
// (NSW) rules and must be checked against the nsw.gov.au table (SCHADS.md §11 #24).
export interface PublicHolidayRow {
  date: string;
  name: string;
  state: 'NSW';
  /** true: worked out from the Act's rules, not read from a published table. */
  derived: boolean;
  source: string;
}

const ACT = 'Public Holidays Act 2010 (NSW) s 4';
const TABLE = 'nsw.gov.au public holidays table (NSW-PH)';
const LGNSW = 'nsw.gov.au / LGNSW NSW Public Holidays (NSW-PH)';
const ANZAC_ORDER = 'Public Holidays Amendment (Anzac Day) Order 2026 (NSW-PH)';
const ADDITIONAL = 'Public Holidays Act 2010 (NSW) s 4(k): additional day';

const row = (date: string, name: string, source: string, derived = false): PublicHolidayRow => ({
  date,
  name,
  state: 'NSW',
  derived,
  source,
});

export const NSW_PUBLIC_HOLIDAYS: readonly PublicHolidayRow[] = [
  row('2025-01-01', 'New Year’s Day', ACT, true),
  row('2025-01-27', 'Australia Day (26 Jan is a Sunday)', ACT, true),
  row('2025-04-18', 'Good Friday', ACT, true),
  row('2025-04-19', 'Easter Saturday', ACT, true),
  row('2025-04-20', 'Easter Sunday', ACT, true),
  row('2025-04-21', 'Easter Monday', ACT, true),
  row('2025-04-25', 'Anzac Day', ACT, true),
  row('2025-06-09', 'King’s Birthday', ACT, true),
  row('2025-10-06', 'Labour Day', ACT, true),
  row('2025-12-25', 'Christmas Day', ACT, true),
  row('2025-12-26', 'Boxing Day', ACT, true),
  row('2026-01-01', 'New Year’s Day', TABLE),
  row('2026-01-26', 'Australia Day', TABLE),
  row('2026-04-03', 'Good Friday', TABLE),
  row('2026-04-04', 'Easter Saturday', TABLE),
  row('2026-04-05', 'Easter Sunday', TABLE),
  row('2026-04-06', 'Easter Monday', TABLE),
  row('2026-04-25', 'Anzac Day', TABLE),
  row('2026-04-27', 'Anzac Day (additional day)', ANZAC_ORDER),
  row('2026-06-08', 'King’s Birthday', TABLE),
  row('2026-10-05', 'Labour Day', TABLE),
  row('2026-12-25', 'Christmas Day', TABLE),
  row('2026-12-26', 'Boxing Day', TABLE),
  row('2026-12-28', 'Boxing Day (additional day)', ADDITIONAL),
  row('2027-01-01', 'New Year’s Day', LGNSW),
  row('2027-01-26', 'Australia Day', LGNSW),
  row('2027-03-26', 'Good Friday', LGNSW),
  row('2027-03-27', 'Easter Saturday', LGNSW),
  row('2027-03-28', 'Easter Sunday', LGNSW),
  row('2027-03-29', 'Easter Monday', LGNSW),
  row('2027-04-25', 'Anzac Day', LGNSW),
  row('2027-04-26', 'Anzac Day (additional day)', ANZAC_ORDER),
  row('2027-06-14', 'King’s Birthday', LGNSW),
  row('2027-10-04', 'Labour Day', LGNSW),
  row('2027-12-25', 'Christmas Day', LGNSW),
  row('2027-12-27', 'Christmas Day (additional day)', ADDITIONAL),
  row('2027-12-26', 'Boxing Day', LGNSW),
  row('2027-12-28', 'Boxing Day (additional day)', ADDITIONAL),
];

/** The dates alone, as the engine reads them. */
export const NSW_PUBLIC_HOLIDAY_DATES: readonly string[] = NSW_PUBLIC_HOLIDAYS.map((h) => h.date);
