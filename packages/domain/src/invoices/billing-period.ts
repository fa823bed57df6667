import { addCalendarDays } from '../dates.ts';
import type { BillableAttendance } from './invoice-lines.ts';
import type { BoundaryRule, InvoicePeriod } from './invoice-schemas.ts';

/**
 * The billing period rule (docs/workforce.md "Prices and invoice lines"). A period is two local
 * dates of the company's zone, both days included; what it bills is decided by local dates, never
 * by instants, so a daylight-saving change or a support across midnight moves nothing:
 * - under the split rule, a split is billed by the period its local date falls in;
 * - under the higher-rate rule, a whole attendance is billed by the period its first split's local
 *   date falls in, so an attendance across the period's end is billed once, by the period it starts in.
 * A load therefore reads the approved splits a day either side of the period (`billingWindow`).
 */

/** Whether a local date ('YYYY-MM-DD') is in the period, both ends included. */
export const isInPeriod = (date: string, period: InvoicePeriod): boolean =>
  date >= period.fromDate && date <= period.toDate;

/**
 * The period widened by a calendar day either side: what a load must read (splits, saved lines) to
 * apply the rule at the period's edges, an attendance across either edge included.
 */
export const billingWindow = (period: InvoicePeriod): InvoicePeriod => ({
  fromDate: addCalendarDays(period.fromDate, -1),
  toDate: addCalendarDays(period.toDate, 1),
});

/**
 * What a client's load bills of the attendances read (their approved splits in the billing window):
 * under the split rule the splits dated in the period (an attendance keeps only those); under the
 * higher-rate rule the whole attendance when its first split is dated in the period.
 */
export function inPeriodFor(
  attendances: readonly BillableAttendance[],
  rule: BoundaryRule,
  period: InvoicePeriod,
): BillableAttendance[] {
  if (rule === 'higherRate') {
    return attendances.filter((a) => {
      const first = a.splits.reduce<string | null>(
        (m, s) => (m === null || s.localDate < m ? s.localDate : m),
        null,
      );
      return first !== null && isInPeriod(first, period);
    });
  }
  return attendances.flatMap((a) => {
    const splits = a.splits.filter((s) => isInPeriod(s.localDate, period));
    if (splits.length === 0) {
      return [];
    }
    return [splits.length === a.splits.length ? a : { ...a, splits }];
  });
}
