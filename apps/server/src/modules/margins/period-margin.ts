import {
  addCalendarDays,
  type MarginBilledLine,
  type MarginReport,
  marginReport,
  payPeriodOf,
  seesOnlyAuditApproved,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import type { Principal } from '../../http/principal.ts';
import { billedLinesOfDates } from '../invoices/invoices.api.ts';
import { companyPayContext, type PayContext, workersPay } from '../pay-lines/pay-lines.api.ts';
import { companyOnCosts } from '../pay-settings/pay-settings.api.ts';
import { workRecordListScope } from '../people/people.api.ts';
import { sahBilledLinesOfDates } from '../support-at-home/support-at-home.api.ts';

/**
 * A shift's billing belongs to the period of its first billed day, as its pay belongs to the period
 * of its first day (docs/pay.md "Margin"): lines are read a day either side of the period, and a
 * shift whose first billed day is outside it is left to its own period. A line with no shift counts
 * by its date.
 */
export function billedInPeriod<T extends Pick<MarginBilledLine, 'shiftRosterId' | 'date'>>(
  lines: readonly T[],
  fromDate: string,
  toDate: string,
): T[] {
  const first = new Map<string, string>();
  for (const l of lines) {
    if (l.shiftRosterId !== null) {
      const seen = first.get(l.shiftRosterId);
      if (seen === undefined || l.date < seen) {
        first.set(l.shiftRosterId, l.date);
      }
    }
  }
  return lines.filter((l) => {
    const day = l.shiftRosterId === null ? l.date : (first.get(l.shiftRosterId) ?? l.date);
    return day >= fromDate && day <= toDate;
  });
}

/**
 * The margin of a pay period (any of its days; none: the current one): every worker's pay lines
 * (pay-lines' door, the reader's scope over work records), the saved invoice lines and the claimed
 * Support at Home lines that bill its shifts (their areas' doors; an auditor audit-approved clients'
 * only), the company's on-costs.
 */
export async function periodMargin(
  db: Queryable,
  principal: Principal,
  now: Date,
  periodStart: string | undefined,
): Promise<{ report: MarginReport; ctx: PayContext }> {
  const { companyId } = principal;
  const ctx = await companyPayContext(db, companyId, now);
  const period = payPeriodOf(ctx.rule, periodStart ?? ctx.today);
  const around = [addCalendarDays(period.fromDate, -1), addCalendarDays(period.toDate, 1)] as const;
  const auditApprovedOnly = seesOnlyAuditApproved(principal.role);
  // Billed: the NDIS lines of saved invoices and the Support at Home lines of claims (not rejected).
  const [workers, invoiced, claimed, rates] = await readTogether(db, [
    () => workersPay(db, ctx, period, { visible: workRecordListScope(principal) }),
    () => billedLinesOfDates(db, companyId, ...around, auditApprovedOnly),
    () => sahBilledLinesOfDates(db, companyId, ...around, auditApprovedOnly),
    () => companyOnCosts(db, companyId),
  ]);
  const lines = [...invoiced, ...claimed];
  const report = marginReport({
    fromDate: period.fromDate,
    toDate: period.toDate,
    rates,
    billed: billedInPeriod(lines, period.fromDate, period.toDate),
    workers: workers.map((w) => ({
      staffId: w.staffId,
      staffName: w.staffName,
      status: w.pay.status,
      lines: w.pay.lines,
    })),
  });
  return { report, ctx };
}
