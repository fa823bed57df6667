import { and, asc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { payRunLines, payRuns } from '../../db/schema/index.ts';

const runColumns = {
  payRunId: payRuns.id,
  staffId: payRuns.staffId,
  fromDate: payRuns.fromDate,
  toDate: payRuns.toDate,
  approvedAt: payRuns.approvedAt,
  approvedBy: payRuns.approvedBy,
  totalCents: payRuns.totalCents,
  attendanceIds: payRuns.attendanceIds,
  version: payRuns.version,
};

const lineColumns = {
  payRunId: payRunLines.payRunId,
  position: payRunLines.position,
  kind: payRunLines.kind,
  category: payRunLines.category,
  date: payRunLines.date,
  toDate: payRunLines.toDate,
  shiftRosterId: payRunLines.shiftRosterId,
  hours: payRunLines.hours,
  units: payRunLines.units,
  multiplier: payRunLines.multiplier,
  rate: payRunLines.rate,
  amountCents: payRunLines.amountCents,
  explanation: payRunLines.explanation,
  clause: payRunLines.clause,
  ruleId: payRunLines.ruleId,
  ote: payRunLines.ote,
  warnings: payRunLines.warnings,
  pieces: payRunLines.pieces,
  attendanceIds: payRunLines.attendanceIds,
  correctsFromDate: payRunLines.correctsFromDate,
  correctsToDate: payRunLines.correctsToDate,
  correctsPayRunId: payRunLines.correctsPayRunId,
};

export type StoredPayRun = Awaited<ReturnType<typeof runsOfPeriod>>[number];
export type StoredPayRunLine = Awaited<ReturnType<typeof linesOfRuns>>[number];
export type NewPayRunLine = Omit<StoredPayRunLine, 'payRunId' | 'position'>;

/** The approved runs of a period (one worker's, or every worker's). */
export function runsOfPeriod(db: Queryable, companyId: string, fromDate: string, staffId?: string) {
  return db
    .select(runColumns)
    .from(payRuns)
    .where(
      and(
        eq(payRuns.companyId, companyId),
        eq(payRuns.fromDate, fromDate),
        staffId ? eq(payRuns.staffId, staffId) : undefined,
      ),
    );
}

/** The approved runs before a period (one worker's, or every worker's), newest first. */
export function runsBefore(db: Queryable, companyId: string, fromDate: string, staffId?: string) {
  return db
    .select(runColumns)
    .from(payRuns)
    .where(
      and(
        eq(payRuns.companyId, companyId),
        lt(payRuns.fromDate, fromDate),
        staffId ? eq(payRuns.staffId, staffId) : undefined,
      ),
    )
    .orderBy(sql`${payRuns.fromDate} desc`);
}

/** The approved runs of other dates that share a day with a period (the pay period setting changed since). */
export function runsOverlapping(
  db: Queryable,
  companyId: string,
  period: { fromDate: string; toDate: string },
  staffId?: string,
) {
  return db
    .select(runColumns)
    .from(payRuns)
    .where(
      and(
        eq(payRuns.companyId, companyId),
        ne(payRuns.fromDate, period.fromDate),
        lte(payRuns.fromDate, period.toDate),
        gte(payRuns.toDate, period.fromDate),
        staffId ? eq(payRuns.staffId, staffId) : undefined,
      ),
    )
    .orderBy(asc(payRuns.fromDate));
}
/** The frozen lines of these runs, in their order. */
export function linesOfRuns(db: Queryable, companyId: string, runIds: readonly string[]) {
  if (runIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select(lineColumns)
    .from(payRunLines)
    .where(and(eq(payRunLines.companyId, companyId), inArray(payRunLines.payRunId, [...runIds])))
    .orderBy(asc(payRunLines.payRunId), asc(payRunLines.position));
}

/** The frozen corrections to these runs (paid in later runs). */
export function correctionsOfRuns(db: Queryable, companyId: string, runIds: readonly string[]) {
  if (runIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select(lineColumns)
    .from(payRunLines)
    .where(and(eq(payRunLines.companyId, companyId), inArray(payRunLines.correctsPayRunId, [...runIds])));
}

/**
 * Freezes a worker's period: the run and its lines. Null when the period is already approved
 * (the unique index: a second approval never writes a second copy).
 */
export async function insertPayRun(
  db: Queryable,
  companyId: string,
  run: Omit<StoredPayRun, 'payRunId' | 'version'>,
  lines: readonly NewPayRunLine[],
  by: string,
): Promise<string | null> {
  const [row] = await db
    .insert(payRuns)
    .values({ ...run, companyId, userCreated: by, dateCreated: run.approvedAt })
    .onConflictDoNothing()
    .returning({ id: payRuns.id });
  if (!row) {
    return null;
  }
  if (lines.length > 0) {
    await db.insert(payRunLines).values(
      lines.map((l, position) => ({
        ...l,
        companyId,
        payRunId: row.id,
        position,
        userCreated: by,
        dateCreated: run.approvedAt,
      })),
    );
  }
  return row.id;
}

/** What payroll must post for these runs changed (a correction to each was frozen): their version goes up. */
export async function bumpRunVersions(
  db: Queryable,
  companyId: string,
  runIds: readonly string[],
  now: Date,
) {
  if (runIds.length === 0) {
    return;
  }
  await db
    .update(payRuns)
    .set({ version: sql`${payRuns.version} + 1`, dateModified: now })
    .where(and(eq(payRuns.companyId, companyId), inArray(payRuns.id, [...runIds])));
}
