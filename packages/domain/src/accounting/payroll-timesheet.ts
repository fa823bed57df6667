import { utcCalendarDate } from '../dates.ts';
import type { EarningsCode } from './accounting-schemas.ts';

/** A pay calendar as the books have it: its type and the first day of one of its periods. */
export interface PayCalendarRule {
  type: string;
  /** YYYY-MM-DD, the start of a pay period (any one: periods repeat from it). */
  anchor: string;
}

/** An approved split as Post Staff Timesheet reads it. */
export interface PayableSplit {
  /** The local date (company zone) of the split. */
  localDate: string;
  code: string;
  durationTicks: number;
  totalKm: number;
}

export interface PayrollPeriod {
  startDate: string;
  endDate: string;
}

export interface TimesheetPayload extends PayrollPeriod {
  lines: { earningsRateId: string; unitsPerDay: number[] }[];
}

const DAY_MS = 86_400_000;
const TICKS_PER_HOUR = 36_000_000_000;
const PERIOD_DAYS: Record<string, number> = { WEEKLY: 7, FORTNIGHTLY: 14, FOURWEEKLY: 28 };
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dateOf = (n: number) => utcCalendarDate(new Date(n * DAY_MS));
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The length in days of a calendar's period; null for the types whose anchoring is not known (monthly…). */
export function payPeriodDays(type: string): number | null {
  return PERIOD_DAYS[type] ?? null;
}

/** The pay period of the calendar holding a date: periods repeat every 7, 14 or 28 days from the anchor. */
export function payrollPeriodOf(calendar: PayCalendarRule, date: string): PayrollPeriod | null {
  const days = payPeriodDays(calendar.type);
  if (days === null) {
    return null;
  }
  const offset = dayNumber(date) - dayNumber(calendar.anchor);
  const start = dayNumber(calendar.anchor) + Math.floor(offset / days) * days;
  return { startDate: dateOf(start), endDate: dateOf(start + days - 1) };
}

/**
 * One employee's timesheets for the product's period (Post Staff Timesheet, issue 28): one per pay
 * period the splits fall in (a product period across two pay periods makes two), one line per mapped
 * earnings rate with a number per day of the pay period: hours for the time codes, the count of
 * sleepovers for N when mapped (else its hours go nowhere), and the kilometres for KM. A code with no
 * mapped rate is reported, not posted.
 */
export function timesheetPayloads(
  calendar: PayCalendarRule,
  splits: readonly PayableSplit[],
  rates: Partial<Record<EarningsCode, string>>,
): { timesheets: TimesheetPayload[]; unmapped: string[] } {
  const days = payPeriodDays(calendar.type);
  if (days === null) {
    return { timesheets: [], unmapped: [] };
  }
  const byPeriod = new Map<string, { period: PayrollPeriod; lines: Map<string, number[]> }>();
  const unmapped = new Set<string>();
  const add = (period: PayrollPeriod, rateId: string, dayIndex: number, units: number) => {
    let entry = byPeriod.get(period.startDate);
    if (!entry) {
      entry = { period, lines: new Map() };
      byPeriod.set(period.startDate, entry);
    }
    const line = entry.lines.get(rateId) ?? Array.from({ length: days }, () => 0);
    line[dayIndex] = round4((line[dayIndex] ?? 0) + units);
    entry.lines.set(rateId, line);
  };
  for (const split of splits) {
    const period = payrollPeriodOf(calendar, split.localDate);
    if (!period) {
      continue;
    }
    const dayIndex = dayNumber(split.localDate) - dayNumber(period.startDate);
    const rate = rates[split.code as EarningsCode];
    if (rate) {
      add(period, rate, dayIndex, split.code === 'N' ? 1 : split.durationTicks / TICKS_PER_HOUR);
    } else {
      unmapped.add(split.code);
    }
    if (split.totalKm > 0) {
      if (rates.KM) {
        add(period, rates.KM, dayIndex, split.totalKm);
      } else {
        unmapped.add('KM');
      }
    }
  }
  const timesheets = [...byPeriod.values()]
    .sort((a, b) => a.period.startDate.localeCompare(b.period.startDate))
    .map(({ period, lines }) => ({
      ...period,
      lines: [...lines.entries()].map(([earningsRateId, unitsPerDay]) => ({ earningsRateId, unitsPerDay })),
    }));
  return { timesheets, unmapped: [...unmapped].sort() };
}
