import {
  addCalendarDays,
  CATEGORY_LABELS,
  calendarChangedBlock,
  correctionBlock,
  correctionLineView,
  fullName,
  type PayCategory,
  type PayCorrection,
  type PayLinePieceView,
  type PayLineView,
  type PayPeriodDates,
  type PayPeriodPay,
  payCorrections,
  payPeriodOf,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { staffPayrollOf, type WorkRecordScope } from '../people/people.api.ts';
import type { PayContext } from './pay-context.ts';
import {
  correctionsOfRuns,
  linesOfRuns,
  runsBefore,
  runsOfPeriod,
  runsOverlapping,
  type StoredPayRun,
  type StoredPayRunLine,
} from './pay-runs.repo.ts';
import { type WorkerPay, workersPay } from './workers-pay.ts';

/** A correction owed in a period, with the run of the approved period it corrects. */
export interface OwedCorrection extends PayCorrection {
  correctsPayRunId: string;
}

/** A worker's period as read: frozen when approved; else priced live, with the corrections it pays. */
export interface PeriodWorkerPay extends WorkerPay {
  /** The approved run of the period, when there is one. */
  run: StoredPayRun | null;
  /** Open periods: the corrections to earlier approved periods it pays (already in `pay.lines`). */
  corrections: OwedCorrection[];
}

/** A frozen line as the calls return it. */
export function storedLineView(l: StoredPayRunLine): PayLineView {
  const category = l.category as PayCategory;
  return {
    kind: l.kind === 'correction' ? 'correction' : 'award',
    corrects:
      l.correctsFromDate && l.correctsToDate
        ? { fromDate: l.correctsFromDate, toDate: l.correctsToDate }
        : null,
    date: l.date,
    toDate: l.toDate,
    shiftRosterId: l.shiftRosterId,
    category,
    categoryLabel: CATEGORY_LABELS[category] ?? l.category,
    hours: l.hours,
    units: l.units,
    multiplier: l.multiplier,
    rate: l.rate,
    amountCents: l.amountCents,
    explanation: l.explanation,
    clause: l.clause,
    ruleId: l.ruleId,
    ote: l.ote,
    warnings: l.warnings,
    pieces: l.pieces as PayLinePieceView[],
  };
}

/** An approved period: its frozen lines, who approved it and when, nothing blocking. */
function frozenPay(period: PayPeriodDates, run: StoredPayRun, lines: StoredPayRunLine[]): PayPeriodPay {
  return {
    fromDate: period.fromDate,
    toDate: period.toDate,
    status: 'approved',
    approved: true,
    approvedAt: run.approvedAt.toISOString(),
    approvedBy: run.approvedBy,
    lines: lines.map(storedLineView),
    totalCents: run.totalCents,
    blocks: [],
    warnings: [],
    attendanceCount: run.attendanceIds.length,
  };
}

/**
 * The approved runs whose corrections a period pays: each is paid in the first period after it that
 * is not approved (its "next open period"), so these are the runs of the unbroken line of approved
 * periods just before this one. `before` is the worker's runs before the period, newest first.
 */
export function runsCorrectedIn(
  ctx: PayContext,
  period: PayPeriodDates,
  before: readonly StoredPayRun[],
): StoredPayRun[] {
  const byStart = new Map(before.map((r) => [r.fromDate, r]));
  const out: StoredPayRun[] = [];
  let previous = payPeriodOf(ctx.rule, addCalendarDays(period.fromDate, -1));
  for (let run = byStart.get(previous.fromDate); run; run = byStart.get(previous.fromDate)) {
    out.push(run);
    previous = payPeriodOf(ctx.rule, addCalendarDays(previous.fromDate, -1));
  }
  return out;
}

/** The approved attendances of a period priced again, per worker, read once per period for every worker asking. */
type LiveOf = (run: StoredPayRun) => Promise<WorkerPay | undefined>;

function livePricing(db: Queryable, ctx: PayContext, staffId?: string): LiveOf {
  const byPeriod = new Map<string, Promise<Map<string, WorkerPay>>>();
  return async (run) => {
    let period = byPeriod.get(run.fromDate);
    if (!period) {
      period = workersPay(
        db,
        ctx,
        { fromDate: run.fromDate, toDate: run.toDate },
        { ...(staffId ? { staffId } : {}), approvedOnly: true },
      ).then((workers) => new Map(workers.map((w) => [w.staffId, w])));
      byPeriod.set(run.fromDate, period);
    }
    const found = (await period).get(run.staffId);
    if (found) {
      return found;
    }
    // Nothing approved left in the period for this worker: priced on its own (no attendances, no lines).
    const [alone] = await workersPay(
      db,
      ctx,
      { fromDate: run.fromDate, toDate: run.toDate },
      { staffId: run.staffId, approvedOnly: true },
    );
    return alone;
  };
}

/**
 * The corrections a worker's open period pays: each approved run of `runs` priced again (its
 * approved attendances only) and compared with its frozen lines and every correction to it frozen
 * since (docs/decisions/pay.md). A run that cannot be priced again blocks the period.
 */
async function owedCorrections(
  db: Queryable,
  ctx: PayContext,
  runs: readonly StoredPayRun[],
  liveOf: LiveOf,
): Promise<{ corrections: OwedCorrection[]; blocks: PayPeriodPay['blocks'] }> {
  if (runs.length === 0) {
    return { corrections: [], blocks: [] };
  }
  const ids = runs.map((r) => r.payRunId);
  const [frozen, corrected] = await readTogether(db, [
    () => linesOfRuns(db, ctx.companyId, ids),
    () => correctionsOfRuns(db, ctx.companyId, ids),
  ]);
  const corrections: OwedCorrection[] = [];
  const blocks: PayPeriodPay['blocks'] = [];
  for (const run of [...runs].reverse()) {
    const live = await liveOf(run);
    if (!live || live.pay.status === 'blocked') {
      const reasons = live?.pay.blocks.filter((b) => b.pricing).map((b) => b.message) ?? [];
      blocks.push(correctionBlock(run.fromDate, run.toDate, reasons));
      continue;
    }
    const own = frozen.filter((l) => l.payRunId === run.payRunId && l.kind === 'award').map(storedLineView);
    const paid = corrected
      .filter((l) => l.correctsPayRunId === run.payRunId)
      .map((l) => ({ ...l, category: l.category as PayCategory }));
    for (const c of payCorrections({ period: run, live: live.pay.lines, frozen: own, corrections: paid })) {
      corrections.push({ ...c, correctsPayRunId: run.payRunId });
    }
  }
  return { corrections, blocks };
}

/**
 * Every worker's pay of a period as the calls read it (get_staff_pay_lines, get_my_pay, the summary,
 * the CSV, the approval): an approved worker's frozen lines; anyone else's priced live, with the
 * corrections to their earlier approved periods this period pays (docs/pay.md "Approval and
 * corrections"). `seesAll` false (an auditor): only the workers whose work records they reach.
 */
export async function periodPays(
  db: Queryable,
  ctx: PayContext,
  period: PayPeriodDates,
  f: { staffId?: string; visible?: WorkRecordScope; seesAll?: boolean },
): Promise<PeriodWorkerPay[]> {
  const { companyId } = ctx;
  const live = await workersPay(db, ctx, period, { staffId: f.staffId, visible: f.visible });
  const byStaff = new Map<string, PeriodWorkerPay>(
    live.map((w) => [w.staffId, { ...w, run: null, corrections: [] }]),
  );
  const seesAll = f.seesAll ?? true;
  const approved = await runsOfPeriod(db, companyId, period.fromDate, f.staffId);
  const earlier = await runsBefore(db, companyId, period.fromDate, f.staffId);
  const earlierByStaff = new Map<string, StoredPayRun[]>();
  for (const r of earlier) {
    earlierByStaff.set(r.staffId, [...(earlierByStaff.get(r.staffId) ?? []), r]);
  }
  // Workers with nothing worked in the period are still listed when it is approved or owes corrections.
  const named = async (staffId: string): Promise<PeriodWorkerPay | undefined> => {
    const found = byStaff.get(staffId);
    if (found || !seesAll) {
      return found;
    }
    const staff = await staffPayrollOf(db, companyId, staffId);
    if (!staff) {
      return undefined;
    }
    const [empty] = await workersPay(db, ctx, period, { staffId });
    if (!empty) {
      return undefined;
    }
    const worker: PeriodWorkerPay = {
      ...empty,
      staffName: fullName(staff.firstName, null, staff.surName),
      employeeId: staff.employeeId,
      run: null,
      corrections: [],
    };
    byStaff.set(staffId, worker);
    return worker;
  };
  const frozenLines = await linesOfRuns(
    db,
    companyId,
    approved.map((r) => r.payRunId),
  );
  for (const run of approved) {
    const worker = await named(run.staffId);
    if (worker) {
      worker.run = run;
      worker.pay = frozenPay(
        period,
        run,
        frozenLines.filter((l) => l.payRunId === run.payRunId),
      );
    }
  }
  const liveOf = livePricing(db, ctx, f.staffId);
  for (const [staffId, runs] of earlierByStaff) {
    if (approved.some((r) => r.staffId === staffId)) {
      continue;
    }
    const corrected = runsCorrectedIn(ctx, period, runs);
    if (corrected.length === 0) {
      continue;
    }
    const { corrections, blocks } = await owedCorrections(db, ctx, corrected, liveOf);
    if (corrections.length === 0 && blocks.length === 0) {
      continue;
    }
    const worker = await named(staffId);
    if (!worker) {
      continue;
    }
    worker.corrections = corrections;
    const lines = [...worker.pay.lines, ...corrections.map(correctionLineView)];
    const allBlocks = [...worker.pay.blocks, ...blocks];
    worker.pay = {
      ...worker.pay,
      lines,
      totalCents: worker.pay.totalCents + corrections.reduce((s, c) => s + c.amountCents, 0),
      blocks: allBlocks,
      status:
        worker.pay.status === 'blocked' ? 'blocked' : allBlocks.length > 0 ? 'waiting' : worker.pay.status,
    };
  }
  await blockOverlapsWithApproved(db, ctx, period, byStaff, f.staffId);
  return [...byStaff.values()].sort((a, b) => a.staffName.localeCompare(b.staffName));
}

/**
 * A worker's open period that shares days with one of their approved periods of other dates (the
 * company's pay period setting changed since) is blocked with no lines: its attendances would be
 * paid twice (docs/decisions/pay.md).
 */
async function blockOverlapsWithApproved(
  db: Queryable,
  ctx: PayContext,
  period: PayPeriodDates,
  byStaff: Map<string, PeriodWorkerPay>,
  staffId?: string,
): Promise<void> {
  const overlapping = await runsOverlapping(db, ctx.companyId, period, staffId);
  for (const worker of byStaff.values()) {
    const runs = overlapping.filter((r) => r.staffId === worker.staffId);
    if (worker.run || runs.length === 0) {
      continue;
    }
    worker.corrections = [];
    worker.pay = {
      ...worker.pay,
      lines: [],
      totalCents: 0,
      status: 'blocked',
      blocks: [calendarChangedBlock(runs), ...worker.pay.blocks.filter((b) => !b.pricing)],
    };
  }
}
