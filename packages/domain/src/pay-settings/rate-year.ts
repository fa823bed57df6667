import { addCalendarDays } from '../dates.ts';
import { type PayPeriodRule, payPeriodOf } from '../timesheets/pay-period.ts';

/** '2026-27': the financial year (1 July to 30 June) a date falls in. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The first day of the first full pay period that starts on or after `date` (SCHADS.md §3.1: each
 * year's rates start so). A monthly calendar's periods start on the 1st.
 */
export function firstFullPayPeriodOnOrAfter(rule: PayPeriodRule, date: string): string {
  const period = payPeriodOf(rule, date);
  return period.fromDate === date ? date : addCalendarDays(period.toDate, 1);
}
