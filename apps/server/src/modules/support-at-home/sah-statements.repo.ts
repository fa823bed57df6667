import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sahStatementRuns, sahStatements } from '../../db/schema/index.ts';

const s = sahStatements;
const r = sahStatementRuns;

const statementColumns = {
  statementId: s.id,
  clientId: s.profileId,
  month: s.month,
  version: s.version,
  figures: s.figures,
  figuresKey: s.figuresKey,
  issuedAt: s.issuedAt,
  issuedBy: s.issuedBy,
  mailedAt: s.mailedAt,
  mailedTo: s.mailedTo,
  mailNote: s.mailNote,
};
export type StatementRow = Awaited<ReturnType<typeof statementsOfClient>>[number];

/** A client's statements, newest month first and, in a month, newest version first. */
export function statementsOfClient(db: Queryable, companyId: string, profileId: string) {
  return db
    .select(statementColumns)
    .from(s)
    .where(and(eq(s.companyId, companyId), eq(s.profileId, profileId)))
    .orderBy(desc(s.month), desc(s.version));
}

/** One statement of the company by its id, or undefined. */
export async function statementById(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(statementColumns)
    .from(s)
    .where(and(eq(s.companyId, companyId), eq(s.id, id)))
    .limit(1);
  return row;
}

/** The latest version of each client's statement of the month, by client. */
export async function latestOfMonth(db: Queryable, companyId: string, month: string) {
  const rows = await db
    .select({ clientId: s.profileId, version: s.version, figuresKey: s.figuresKey })
    .from(s)
    .where(and(eq(s.companyId, companyId), eq(s.month, month)))
    .orderBy(s.profileId, desc(s.version));
  const out = new Map<string, { version: number; figuresKey: string }>();
  for (const row of rows) {
    if (!out.has(row.clientId)) {
      out.set(row.clientId, row);
    }
  }
  return out;
}

/**
 * Adds a version; a concurrent run that added the same version first wins (the unique index), and
 * this one adds nothing: returns the new row's id, or undefined.
 */
export async function insertStatement(db: Queryable, values: typeof s.$inferInsert) {
  const [row] = await db.insert(s).values(values).onConflictDoNothing().returning({ id: s.id });
  return row?.id;
}

/**
 * Marks a statement mailed to `to` once: true only for the call that set it (a retried run finds
 * it set and mails nothing).
 */
export async function markMailed(
  db: Queryable,
  companyId: string,
  id: string,
  m: { to: string | null; at: Date; note: string | null },
): Promise<boolean> {
  const rows = await db
    .update(s)
    .set({ mailedAt: m.to ? m.at : null, mailedTo: m.to, mailNote: m.note })
    .where(and(eq(s.companyId, companyId), eq(s.id, id), isNull(s.mailedAt)))
    .returning({ id: s.id });
  return rows.length > 0;
}

/** Statements of the company not mailed and never looked at for mail (no note), oldest first. */
export function unmailedStatements(db: Queryable, companyId: string, month: string) {
  return db
    .select(statementColumns)
    .from(s)
    .where(and(eq(s.companyId, companyId), eq(s.month, month), isNull(s.mailedAt), isNull(s.mailNote)))
    .orderBy(s.issuedAt);
}

export async function insertRun(db: Queryable, values: typeof r.$inferInsert): Promise<string> {
  const [row] = await db.insert(r).values(values).returning({ id: r.id });
  if (!row) {
    throw new Error('Statement run insert returned nothing');
  }
  return row.id;
}

export async function updateRun(
  db: Queryable,
  companyId: string,
  id: string,
  values: Partial<typeof r.$inferInsert>,
): Promise<void> {
  await db
    .update(r)
    .set(values)
    .where(and(eq(r.companyId, companyId), eq(r.id, id)));
}

export async function runById(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.id, id)))
    .limit(1);
  return row;
}

/** The company's latest runs, newest first. */
export function latestRuns(db: Queryable, companyId: string, limit = 5) {
  return db.select().from(r).where(eq(r.companyId, companyId)).orderBy(desc(r.startedAt)).limit(limit);
}

/** A run of the company still going that started after `since` (a crashed one stops counting). */
export async function runningRun(db: Queryable, companyId: string, since: Date) {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.status, 'Running'), gt(r.startedAt, since)))
    .limit(1);
  return row;
}

/** Adds to a run's counters (each statement's transaction adds its own). */
export async function countInRun(
  db: Queryable,
  companyId: string,
  id: string,
  add: { issued?: number; unchanged?: number; mailed?: number },
): Promise<void> {
  await db
    .update(r)
    .set({
      done: sql`${r.done} + 1`,
      issued: sql`${r.issued} + ${add.issued ?? 0}`,
      unchanged: sql`${r.unchanged} + ${add.unchanged ?? 0}`,
      mailed: sql`${r.mailed} + ${add.mailed ?? 0}`,
    })
    .where(and(eq(r.companyId, companyId), eq(r.id, id)));
}
