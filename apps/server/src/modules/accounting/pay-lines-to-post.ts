import type { PayLineView, PayPeriodDates } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { approvedPayLines, type PayContext } from '../pay-lines/pay-lines.api.ts';

/** One worker's lines of a product pay period, as the payroll post sends them. */
export interface WorkerLinesToPost {
  staffId: string;
  lines: PayLineView[];
}

/**
 * THE source of the lines Post Staff Timesheet and Send All send (issue 38 item 5): the approved
 * pay of the period (the pay-lines module's `approvedPayLines`): each approved worker's frozen lines
 * and the frozen corrections to earlier periods this period pays. A worker not approved sends
 * nothing, so only approved pay reaches payroll, and each line once: a correction is posted with the
 * period that pays it, never by changing the timesheet of the period it corrects.
 */
export async function payLinesToPost(
  db: Queryable,
  ctx: PayContext,
  period: PayPeriodDates,
): Promise<WorkerLinesToPost[]> {
  const workers = await approvedPayLines(db, ctx, period);
  return workers
    .map((w) => ({ staffId: w.staffId, lines: [...w.lines, ...w.corrections] }))
    .filter((w) => w.lines.length > 0);
}
