import { addCalendarDays, zonedWallTimeToInstant } from '../dates.ts';
import { daysBetween } from '../plans/plan-rules.ts';

/** How the company pays (a work setting): each timesheet opens on the period that holds today. */
export const PAY_PERIODS = ['weekly', 'fortnightly', 'monthly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** The first day of a weekly or fortnightly period, when the company has not chosen one: a Monday. */
export const DEFAULT_PAY_PERIOD_ANCHOR = '2026-01-05';
export const DEFAULT_PAY_PERIOD: PayPeriod = 'fortnightly';

export interface PayPeriodRule {
  payPeriod: PayPeriod;
  /** A first day of some period (YYYY-MM-DD): weekly and fortnightly periods count from it, either way. */
  anchorDate: string;
}

/** A pay period as calendar dates in the company's zone, both days included. */
export interface PayPeriodDates {
  fromDate: string;
  toDate: string;
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The pay period that holds the local date `today`. Weekly and fortnightly periods are 7 or 14
 * calendar days counted from the anchor (before it too); monthly is the calendar month. Days are
 * counted on the calendar, never by clock hours, so a daylight-saving change moves no edge.
 */
export function payPeriodOf(rule: PayPeriodRule, today: string): PayPeriodDates {
  if (rule.payPeriod === 'monthly') {
    const y = Number(today.slice(0, 4));
    const m = Number(today.slice(5, 7));
    const mm = String(m).padStart(2, '0');
    return { fromDate: `${y}-${mm}-01`, toDate: `${y}-${mm}-${lastDayOfMonth(y, m)}` };
  }
  const length = rule.payPeriod === 'weekly' ? 7 : 14;
  const offset = daysBetween(rule.anchorDate, today);
  // The floor, so a date before the anchor falls in the period that ends the day before a later one starts.
  const start = addCalendarDays(rule.anchorDate, Math.floor(offset / length) * length);
  return { fromDate: start, toDate: addCalendarDays(start, length - 1) };
}

/** The period's instants: from the first day's midnight to the midnight after the last, in the zone. */
export function payPeriodInstants(
  period: PayPeriodDates,
  zone: string,
): { fromDate: string; toDate: string } {
  return {
    fromDate: zonedWallTimeToInstant(`${period.fromDate}T00:00`, zone).toISOString(),
    toDate: zonedWallTimeToInstant(`${addCalendarDays(period.toDate, 1)}T00:00`, zone).toISOString(),
  };
}
