import { fullName, type PayLineView, type PayPeriodDates } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { staffPayrollOf } from '../people/people.api.ts';
import type { PayContext } from './pay-context.ts';
import { correctionsOfRuns, linesOfRuns, runsOfPeriod } from './pay-runs.repo.ts';
import { storedLineView } from './period-pays.ts';

/** One worker's approved period as payroll posts it. */
export interface ApprovedWorkerPay {
  payRunId: string;
  staffId: string;
  staffName: string;
  employeeId: string | null;
  fromDate: string;
  toDate: string;
  approvedAt: string;
  approvedBy: string;
  /**
   * 1 at approval; one more each time a later period freezes a correction to this one. A post that
   * recorded an older version has something to update.
   */
  version: number;
  /** The period's own frozen lines (kind award). */
  lines: PayLineView[];
  /** The corrections to earlier periods this period pays (kind correction, each naming the period it corrects). */
  corrections: PayLineView[];
  /** Lines plus corrections. */
  totalCents: number;
  /** The corrections to this period paid in later ones (information: they are posted with those periods). */
  correctedLater: (PayLineView & { paidInPayRunId: string })[];
}

/**
 * The approved pay of a period (issue 38 item 5), for payroll posts: per approved worker (one, or
 * all), the frozen lines and the frozen corrections of that period, with the run's id and version.
 * Workers not approved are left out: only approved pay is ever posted.
 */
export async function approvedPayLines(
  db: Queryable,
  ctx: PayContext,
  period: PayPeriodDates,
  staffId?: string,
): Promise<ApprovedWorkerPay[]> {
  const runs = await runsOfPeriod(db, ctx.companyId, period.fromDate, staffId);
  const ids = runs.map((r) => r.payRunId);
  const [lines, later] = await readTogether(db, [
    () => linesOfRuns(db, ctx.companyId, ids),
    () => correctionsOfRuns(db, ctx.companyId, ids),
  ]);
  const out: ApprovedWorkerPay[] = [];
  for (const run of runs) {
    const staff = await staffPayrollOf(db, ctx.companyId, run.staffId);
    const own = lines.filter((l) => l.payRunId === run.payRunId);
    out.push({
      payRunId: run.payRunId,
      staffId: run.staffId,
      staffName: staff ? fullName(staff.firstName, null, staff.surName) : '',
      employeeId: staff?.employeeId ?? null,
      fromDate: run.fromDate,
      toDate: run.toDate,
      approvedAt: run.approvedAt.toISOString(),
      approvedBy: run.approvedBy,
      version: run.version,
      lines: own.filter((l) => l.kind === 'award').map(storedLineView),
      corrections: own.filter((l) => l.kind === 'correction').map(storedLineView),
      totalCents: run.totalCents,
      correctedLater: later
        .filter((l) => l.correctsPayRunId === run.payRunId)
        .map((l) => ({ ...storedLineView(l), paidInPayRunId: l.payRunId })),
    });
  }
  return out.sort((a, b) => a.staffName.localeCompare(b.staffName));
}
