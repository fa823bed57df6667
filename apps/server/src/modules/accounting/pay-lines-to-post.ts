import type { PayLineView, PayPeriodDates } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { type PayContext, workersPay } from '../pay-lines/pay-lines.api.ts';

/** One worker's lines of a product pay period, as the payroll post sends them. */
export interface WorkerLinesToPost {
  staffId: string;
  lines: PayLineView[];
}

/**
 * THE source of the lines Post Staff Timesheet and Send All send (issue 38 item 5). For now: the
 * priced lines of the workers whose period has nothing blocking it (every attendance approved,
 * settings and rates in place). At merge this becomes the pay-lines module's `approvedPayLines`
 * (the frozen lines of approved periods plus their correction lines); nothing else here changes.
 */
export async function payLinesToPost(
  db: Queryable,
  ctx: PayContext,
  period: PayPeriodDates,
): Promise<WorkerLinesToPost[]> {
  const workers = await workersPay(db, ctx, period, {});
  return workers
    .filter((w) => w.pay.status === 'ready' && w.pay.lines.length > 0)
    .map((w) => ({ staffId: w.staffId, lines: w.pay.lines }));
}
