import type { PayLineView } from './pay-lines-view.ts';

/** The payroll CSV's columns (issue 38 item 5): one row a pay line. `to date` is the line's last day. */
export const PAY_CSV_COLUMNS = [
  'employee',
  'external id',
  'date',
  'to date',
  'category',
  'units',
  'rate',
  'amount',
] as const;

export interface PayCsvWorker {
  staffName: string;
  employeeId: string | null;
  lines: readonly PayLineView[];
}

/** A field as RFC 4180 writes it, and never read as a formula by a spreadsheet (a leading = + - @ is quoted with '). */
const csvField = (field: string): string => {
  const safe = /^[=+\-@\t\r]/.test(field) && !/^-?\d/.test(field) ? `'${field}` : field;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The lines of the workers as CSV: hours (or allowance units), the exact rate, the amount in dollars. */
export function payLinesCsv(workers: readonly PayCsvWorker[]): string {
  const rows: string[][] = [];
  for (const w of workers) {
    for (const l of w.lines) {
      rows.push([
        w.staffName,
        w.employeeId ?? '',
        l.date,
        l.toDate,
        l.category,
        l.hours ?? l.units ?? '',
        l.rate,
        amount(l.amountCents),
      ]);
    }
  }
  return [[...PAY_CSV_COLUMNS], ...rows].map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/** 'pay-lines-2026-11-23-to-2026-12-06.csv'. */
export const payCsvFileName = (fromDate: string, toDate: string) => `pay-lines-${fromDate}-to-${toDate}.csv`;
