// Issue 38 item 5: each SCHADS pay line category mapped to a payroll pay item (Xero Payroll AU: an
// earnings rate for hours, an allowance type for the allowances), and the approved pay lines of a
// worker turned into one payroll timesheet per pay period of their payroll calendar.
import { z } from 'zod';
import { addCalendarDays } from '../dates.ts';
import { CATEGORY_LABELS } from '../pay/pay-rules.ts';
import { PAY_CATEGORIES, type PayCategory } from '../pay/pay-types.ts';
import {
  type PayCalendarRule,
  type PayrollPeriod,
  payPeriodDays,
  payrollPeriodOf,
} from './payroll-timesheet.ts';

/** The categories paid as units of an allowance (the others are hours of an earnings rate). */
export const ALLOWANCE_CATEGORIES: readonly PayCategory[] = [
  'broken-shift-allowance-1',
  'broken-shift-allowance-2',
  'sleepover-allowance',
  'km-allowance',
];

export type PayItemKind = 'earnings' | 'allowance';

export const payItemKindOf = (category: PayCategory): PayItemKind =>
  ALLOWANCE_CATEGORIES.includes(category) ? 'allowance' : 'earnings';

/** A pay item of the payroll (Xero: PayItems.EarningsRates, allowances being EarningsType ALLOWANCE). */
export interface PayItemView {
  id: string;
  name: string;
  /** Xero's EarningsType: ORDINARYTIMEEARNINGS, OVERTIMEEARNINGS, ALLOWANCE, … */
  earningsType: string;
  /** Xero's RateType: RATEPERUNIT, MULTIPLE, FIXEDAMOUNT. */
  rateType: string;
  units: string;
}

/** The kind a pay item serves: an allowance type, or an earnings rate. */
export const payItemKind = (item: Pick<PayItemView, 'earningsType'>): PayItemKind =>
  item.earningsType === 'ALLOWANCE' ? 'allowance' : 'earnings';

export const PAY_MAPPING_MESSAGES = {
  saved: 'Pay item mapping saved',
  unknownItem: (label: string) => `The pay item chosen for ${label} is not in Xero any more: choose another`,
  wrongKind: (label: string, kind: PayItemKind) =>
    kind === 'allowance'
      ? `${label} is an allowance: choose a Xero allowance type (earnings type Allowance)`
      : `${label} is paid in hours: choose a Xero earnings rate, not an allowance`,
  fixedAmount: (label: string) =>
    `${label} is sent as units: choose a pay item paid per unit or as a multiple, not a fixed amount`,
  belowZero: (labels: readonly string[]) =>
    `A correction lowers ${labels.join(', ')} below zero in this Xero pay period, and a Xero timesheet cannot hold negative hours: enter the adjustment in Xero Payroll by hand (for example as a deduction)`,
  unmapped: (labels: readonly string[]) =>
    `No Xero pay item is mapped for ${labels.join(', ')}: map ${labels.length === 1 ? 'it' : 'them'} on Setup → Integrations`,
  notLinked: 'Not yet in Xero payroll: use Update Record to Xero or Import From Xero first',
  noCalendar: 'The employee does not have a pay run calendar in Xero',
  calendarType: (type: string) =>
    `The employee's Xero pay calendar is ${type}: only weekly, fortnightly and four-weekly calendars can be posted`,
  nothingApproved: 'No approved pay lines in this period: the pay-period summary says what still blocks it',
  alreadyRunning: 'A timesheet post of this company is still running: wait for it to finish, then post again',
} as const;

/** POST /Integrations/save_pay_category_mapping: each category's pay item id ('' or absent: not mapped). */
export const payCategoryMappingSchema = z.object({
  mappings: z.partialRecord(
    z.enum(PAY_CATEGORIES, { message: 'Unknown pay line category' }),
    z.string().trim().max(64, 'A pay item id has at most 64 characters'),
  ),
});
export type PayCategoryMappingInput = z.infer<typeof payCategoryMappingSchema>;

/** One category's row on Setup → Integrations. */
export interface PayCategoryMappingRow {
  category: PayCategory;
  label: string;
  kind: PayItemKind;
  payItemId: string | null;
  payItemName: string | null;
}

/** GET /Integrations/get_pay_category_mapping: every category, its pay item, and which are missing. */
export interface PayCategoryMappingView {
  rows: PayCategoryMappingRow[];
  missing: PayCategory[];
  missingLabels: string[];
}

/** The mapping's rows in the category order of SCHADS.md §5, with the ones without a pay item. */
export function payCategoryMappingView(
  saved: readonly { category: string; payItemId: string; payItemName: string }[],
): PayCategoryMappingView {
  const byCategory = new Map(saved.map((s) => [s.category, s]));
  const rows = PAY_CATEGORIES.map((category) => {
    const s = byCategory.get(category);
    return {
      category,
      label: CATEGORY_LABELS[category],
      kind: payItemKindOf(category),
      payItemId: s?.payItemId ?? null,
      payItemName: s?.payItemName ?? null,
    };
  });
  const missing = rows.filter((r) => r.payItemId === null).map((r) => r.category);
  return { rows, missing, missingLabels: missing.map((c) => CATEGORY_LABELS[c]) };
}

/** Why a chosen pay item cannot take a category (null: it can). */
export function payItemProblem(category: PayCategory, item: PayItemView | undefined): string | null {
  const label = CATEGORY_LABELS[category];
  if (!item) {
    return PAY_MAPPING_MESSAGES.unknownItem(label);
  }
  const kind = payItemKindOf(category);
  if (payItemKind(item) !== kind) {
    return PAY_MAPPING_MESSAGES.wrongKind(label, kind);
  }
  if (item.rateType === 'FIXEDAMOUNT') {
    return PAY_MAPPING_MESSAGES.fixedAmount(label);
  }
  return null;
}

/** A pay line as the post reads it: its category, and its hours or units per day (its pieces). */
export interface PostablePayLine {
  category: PayCategory;
  date: string;
  hours: string | null;
  units: string | null;
  pieces: readonly { date: string; hours: string | null; units: string | null }[];
}

/** The lines of one product pay period: a line dated before it (a correction) is paid on its first day. */
export interface PostablePeriod {
  fromDate: string;
  toDate: string;
  lines: readonly PostablePayLine[];
}

export interface PayTimesheet extends PayrollPeriod {
  lines: { earningsRateId: string; unitsPerDay: number[] }[];
}

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * One worker's payroll timesheets from their approved pay lines: one per pay period of the payroll
 * calendar the lines fall in, a line per mapped pay item with a number per day (hours, or units of an
 * allowance), each day's figure the line's pieces of that day. A category without a mapping is
 * reported and nothing is made (a half-posted pay would be paid as if whole).
 */
export function payTimesheets(
  calendar: PayCalendarRule,
  periods: readonly PostablePeriod[],
  mapping: Partial<Record<PayCategory, string>>,
): { timesheets: PayTimesheet[]; unmapped: PayCategory[]; belowZero: PayCategory[] } {
  const days = payPeriodDays(calendar.type);
  const unmapped = new Set<PayCategory>();
  for (const p of periods) {
    for (const line of p.lines) {
      if (!mapping[line.category]) {
        unmapped.add(line.category);
      }
    }
  }
  if (days === null || unmapped.size > 0) {
    return { timesheets: [], unmapped: PAY_CATEGORIES.filter((c) => unmapped.has(c)), belowZero: [] };
  }
  const byPeriod = new Map<string, { period: PayrollPeriod; lines: Map<string, number[]> }>();
  const add = (date: string, itemId: string, units: number) => {
    const period = payrollPeriodOf(calendar, date);
    if (!period || units === 0) {
      return;
    }
    let entry = byPeriod.get(period.startDate);
    if (!entry) {
      entry = { period, lines: new Map() };
      byPeriod.set(period.startDate, entry);
    }
    const row = entry.lines.get(itemId) ?? Array.from({ length: days }, () => 0);
    const i = dayNumber(date) - dayNumber(period.startDate);
    row[i] = round4((row[i] ?? 0) + units);
    entry.lines.set(itemId, row);
  };
  for (const p of periods) {
    const inPeriod = (d: string) => (d < p.fromDate ? p.fromDate : d > p.toDate ? p.toDate : d);
    for (const line of p.lines) {
      const itemId = mapping[line.category] as string;
      const pieces = line.pieces.length > 0 ? line.pieces : [line];
      for (const piece of pieces) {
        add(inPeriod(piece.date), itemId, Number(piece.hours ?? piece.units ?? 0));
      }
    }
  }
  const below = new Set<PayCategory>();
  const timesheets = [...byPeriod.values()]
    .sort((a, b) => a.period.startDate.localeCompare(b.period.startDate))
    .map(({ period, lines }) => ({
      ...period,
      lines: [...lines.entries()].map(([earningsRateId, unitsPerDay]) => {
        const netted = netNegativeDays(unitsPerDay);
        if (!netted) {
          for (const c of PAY_CATEGORIES.filter((c) => mapping[c] === earningsRateId)) {
            below.add(c);
          }
        }
        return { earningsRateId, unitsPerDay: netted ?? unitsPerDay };
      }),
    }));
  if (below.size > 0) {
    return { timesheets: [], unmapped: [], belowZero: PAY_CATEGORIES.filter((c) => below.has(c)) };
  }
  return { timesheets, unmapped: [], belowZero: [] };
}

/**
 * A pay item's days with a negative day (a correction that lowers hours, placed on the period's first
 * day) netted against the item's other days of the same timesheet, taken from the days after it first:
 * the total is unchanged and no day is below zero. Null when the item's total itself is below zero,
 * which no timesheet can carry.
 */
export function netNegativeDays(days: readonly number[]): number[] | null {
  const total = round4(days.reduce((sum, d) => sum + d, 0));
  if (total < 0) {
    return null;
  }
  const out = [...days];
  out.forEach((value, i) => {
    let owed = -value;
    if (owed <= 0) {
      return;
    }
    out[i] = 0;
    const order = [...out.keys()].slice(i + 1).concat([...out.keys()].slice(0, i));
    for (const j of order) {
      const take = Math.min(out[j] ?? 0, owed);
      if (take > 0) {
        out[j] = round4((out[j] ?? 0) - take);
        owed = round4(owed - take);
      }
    }
  });
  return out;
}

/** The payroll periods of a calendar that a range of dates touches, in order. */
export function payrollPeriodsTouched(
  calendar: PayCalendarRule,
  fromDate: string,
  toDate: string,
): PayrollPeriod[] {
  const out: PayrollPeriod[] = [];
  let next = payrollPeriodOf(calendar, fromDate);
  while (next && next.startDate <= toDate) {
    out.push(next);
    next = payrollPeriodOf(calendar, addCalendarDays(next.endDate, 1));
  }
  return out;
}
