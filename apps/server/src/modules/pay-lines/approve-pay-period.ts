import {
  approvePayPeriodSchema,
  blockLines,
  fullName,
  PAY_LINES_MESSAGES as M,
  type PayPeriodDates,
  payDollars,
  payPeriodOf,
  periodWords,
  type StatusReply,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { staffPayrollOf } from '../people/people.api.ts';
import { companyPayContext, type PayContext } from './pay-context.ts';
import { bumpRunVersions, insertPayRun, type NewPayRunLine, runsOfPeriod } from './pay-runs.repo.ts';
import { type PeriodWorkerPay, periodPays } from './period-pays.ts';
import { PAY_LINES_TAGS } from './staff-pay-lines.ts';

/** The approval's reply: the run frozen and its total. */
export interface ApprovePayPeriodReply extends StatusReply {
  payRunId: string;
  totalCents: number;
}

/**
 * Approving one worker's pay period (issue 38 item 4): refused while anything blocks it (the summary's
 * blocks: attendances not approved or open, settings missing, pricing problems, a corrected period
 * that cannot be priced again); else its lines are stored exactly as priced, with the corrections it
 * pays, and those corrections are taken (never owed again). A second approval is a 409.
 */
export const approvePayPeriodRoute = routeSpec({
  method: 'POST',
  url: '/PayLines/approve_pay_period',
  summary: 'Approves a worker’s pay period: freezes its pay lines and the corrections it pays',
  tags: PAY_LINES_TAGS,
  body: approvePayPeriodSchema,
  activity: 'Approved a pay period',
  async handler({ db, principal, body, now, recordActivity }): Promise<ApprovePayPeriodReply> {
    const { companyId } = principal;
    const staff = await staffPayrollOf(db, companyId, body.staffId);
    if (!staff) {
      throw notFound();
    }
    const name = fullName(staff.firstName, null, staff.surName);
    const ctx = await companyPayContext(db, companyId, now);
    const period = payPeriodOf(ctx.rule, body.periodStart);
    const words = periodWords(period.fromDate, period.toDate).replace('the period ', '');
    const { payRunId, worker, lineCount } = await approveWorkerPeriod(db, ctx, period, {
      staffId: staff.id,
      name,
      by: principal.fullName,
      now,
    });
    const corrections = worker.corrections.length;
    recordActivity(
      `Approved the pay of ${name} for ${words}: ${lineCount - corrections} lines${corrections > 0 ? ` and ${corrections} corrections` : ''}, ${payDollars(worker.pay.totalCents)}`,
    );
    return {
      status: 'Success',
      message: `${name}’s pay for ${words} is approved.`,
      payRunId,
      totalCents: worker.pay.totalCents,
    };
  },
});

/**
 * Freezes one worker's period (the route above, and the demo seed): refused (400) while anything
 * blocks it or there is nothing to pay, 409 when it is already approved; else the lines as priced and
 * the corrections it pays are stored, and the corrected runs' versions go up.
 */
export async function approveWorkerPeriod(
  db: Queryable,
  ctx: PayContext,
  period: PayPeriodDates,
  w: { staffId: string; name: string; by: string; now: Date },
): Promise<{ payRunId: string; worker: PeriodWorkerPay; lineCount: number }> {
  const words = periodWords(period.fromDate, period.toDate).replace('the period ', '');
  if ((await runsOfPeriod(db, ctx.companyId, period.fromDate, w.staffId)).length > 0) {
    throw conflict(M.alreadyApproved(w.name, words));
  }
  const [worker] = await periodPays(db, ctx, period, { staffId: w.staffId });
  if (worker && worker.pay.blocks.length > 0) {
    throw badRequest(M.blocked(w.name, blockLines(worker.pay.blocks, 'office').join('; ')));
  }
  if (!worker || (worker.pay.attendanceCount === 0 && worker.corrections.length === 0)) {
    throw badRequest(M.nothingToApprove(w.name, words));
  }
  if (worker.pay.status !== 'ready') {
    throw badRequest(M.blocked(w.name, 'it cannot be priced'));
  }
  const byShift = new Map<string, string[]>();
  for (const a of worker.priced) {
    byShift.set(a.shiftRosterId, [...(byShift.get(a.shiftRosterId) ?? []), a.attendanceId]);
  }
  const lines: NewPayRunLine[] = worker.pay.lines
    .filter((l) => l.kind === 'award')
    .map((l) => ({
      kind: 'award',
      category: l.category,
      date: l.date,
      toDate: l.toDate,
      shiftRosterId: l.shiftRosterId,
      hours: l.hours,
      units: l.units,
      multiplier: l.multiplier,
      rate: l.rate,
      amountCents: l.amountCents,
      explanation: l.explanation,
      clause: l.clause,
      warnings: l.warnings,
      pieces: l.pieces,
      attendanceIds: [
        ...new Set(l.pieces.flatMap((p) => (p.shiftRosterId ? (byShift.get(p.shiftRosterId) ?? []) : []))),
      ],
      correctsFromDate: null,
      correctsToDate: null,
      correctsPayRunId: null,
    }));
  for (const c of worker.corrections) {
    lines.push({
      kind: 'correction',
      category: c.category,
      date: c.date,
      toDate: c.date,
      shiftRosterId: c.shiftRosterId,
      hours: c.hours,
      units: c.units,
      multiplier: c.multiplier,
      rate: c.rate,
      amountCents: c.amountCents,
      explanation: c.explanation,
      clause: '',
      warnings: [],
      pieces: [],
      attendanceIds: c.shiftRosterId ? (byShift.get(c.shiftRosterId) ?? []) : [],
      correctsFromDate: c.correctsFromDate,
      correctsToDate: c.correctsToDate,
      correctsPayRunId: c.correctsPayRunId,
    });
  }
  const payRunId = await insertPayRun(
    db,
    ctx.companyId,
    {
      staffId: w.staffId,
      fromDate: period.fromDate,
      toDate: period.toDate,
      approvedAt: w.now,
      approvedBy: w.by,
      totalCents: worker.pay.totalCents,
      attendanceIds: worker.priced.map((a) => a.attendanceId),
    },
    lines,
    w.by,
  );
  if (!payRunId) {
    throw conflict(M.alreadyApproved(w.name, words));
  }
  await bumpRunVersions(
    db,
    ctx.companyId,
    [...new Set(worker.corrections.map((c) => c.correctsPayRunId))],
    w.now,
  );
  return { payRunId, worker, lineCount: lines.length };
}
