// The demo's approved pay (issue 38 item 4): the pay period before today's is approved for every
// worker whose period is ready, so the Pay summary shows approved workers beside those still waiting,
// and a later change to one of their attendances shows as a correction in today's period.

import { addCalendarDays, payPeriodOf } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import { approveWorkerPeriod, companyPayContext, periodPays } from '../modules/pay-lines/pay-lines.api.ts';

const SEEDER = 'Demo Office (seed)';

/** Approves the previous pay period of every ready worker; returns how many were approved. */
export async function seedDemoPayRuns(db: Queryable, companyId: string, now: Date): Promise<number> {
  const ctx = await companyPayContext(db, companyId, now);
  if (!ctx.calendar) {
    return 0;
  }
  const current = payPeriodOf(ctx.rule, ctx.today);
  const previous = payPeriodOf(ctx.rule, addCalendarDays(current.fromDate, -1));
  let approved = 0;
  for (const w of await periodPays(db, ctx, previous, {})) {
    if (w.pay.status === 'ready' && w.pay.attendanceCount > 0) {
      await approveWorkerPeriod(db, ctx, previous, {
        staffId: w.staffId,
        name: w.staffName,
        by: SEEDER,
        now,
      });
      approved += 1;
    }
  }
  return approved;
}
