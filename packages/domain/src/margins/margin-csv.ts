import { z } from 'zod';
import { isCalendarDate } from '../schemas/form-fields.ts';
import { MARGIN_GROUPS, type MarginGroupBy, type MarginReport } from './margin-types.ts';

export const MARGIN_MESSAGES = {
  periodStart: 'Enter the first day of a pay period as YYYY-MM-DD (periodStart)',
  groupBy: `Group by one of: ${MARGIN_GROUPS.join(', ')} (groupBy)`,
} as const;

/** GET /Margins/get_margin_report and the CSV: a pay period named by any of its days (none: the current one). */
export const marginQuerySchema = z.object({
  periodStart: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: MARGIN_MESSAGES.periodStart })
      .trim()
      .refine(isCalendarDate, MARGIN_MESSAGES.periodStart)
      .optional(),
  ),
  groupBy: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(MARGIN_GROUPS as [MarginGroupBy, ...MarginGroupBy[]], { error: MARGIN_MESSAGES.groupBy })
      .default('client'),
  ),
});

export const MARGIN_GROUP_LABELS: Record<MarginGroupBy, string> = {
  client: 'Client',
  worker: 'Worker',
  supportItem: 'Support item',
  shift: 'Shift',
};

export const MARGIN_CSV_COLUMNS = [
  'group',
  'date',
  'shifts',
  'billed',
  'pay',
  'super',
  'workers comp',
  'payroll tax',
  'cost',
  'margin',
  'margin %',
] as const;

const csvField = (field: string): string => {
  const safe = /^[=+\-@\t\r]/.test(field) && !/^-?\d/.test(field) ? `'${field}` : field;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The rows of one grouping as CSV, then a Total row; money in dollars with 2 decimals. */
export function marginCsv(report: MarginReport, groupBy: MarginGroupBy): string {
  const rows = report.groups[groupBy].map((r) => [
    r.label,
    r.date ?? '',
    String(r.shiftCount),
    money(r.billedCents),
    money(r.payCents),
    money(r.superCents),
    money(r.workersCompCents),
    money(r.payrollTaxCents),
    money(r.costCents),
    money(r.marginCents),
    r.marginPercent ?? '',
  ]);
  const t = report.totals;
  rows.push([
    'Total',
    '',
    '',
    money(t.billedCents),
    money(t.payCents),
    money(t.superCents),
    money(t.workersCompCents),
    money(t.payrollTaxCents),
    money(t.costCents),
    money(t.marginCents),
    t.marginPercent ?? '',
  ]);
  const header = [MARGIN_GROUP_LABELS[groupBy].toLowerCase(), ...MARGIN_CSV_COLUMNS.slice(1)];
  return `${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const marginCsvFileName = (fromDate: string, toDate: string, groupBy: MarginGroupBy) =>
  `margin-${groupBy}-${fromDate}-to-${toDate}.csv`;
