import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  type AccountingJobLog,
  type AccountingSettings,
  accountingAuthStates,
  accountingConnections,
  accountingJobs,
  accountingPostings,
  type PendingOrganisation,
  payrollCategoryMappings,
} from '../../db/schema/index.ts';

const c = accountingConnections;

export type ConnectionRow = typeof accountingConnections.$inferSelect;

export async function findConnection(db: Queryable, companyId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(c).where(eq(c.companyId, companyId));
  return row;
}

/** The connection, locked until the transaction ends: one refresh at a time per company. */
export async function lockConnection(db: Queryable, companyId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(c).where(eq(c.companyId, companyId)).for('update');
  return row;
}

export interface ConnectionWrite {
  provider: string;
  status: string;
  tenantId: string | null;
  tenantName: string | null;
  connectionId: string | null;
  organisations: PendingOrganisation[];
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  connectedBy: string;
  connectedAt: Date;
}

/** A new connection replaces the company's old one; its settings (mapping) are kept. */
export async function saveConnection(db: Queryable, companyId: string, w: ConnectionWrite): Promise<void> {
  await db
    .insert(c)
    .values({ companyId, ...w })
    .onConflictDoUpdate({ target: c.companyId, set: { ...w, refreshedAt: null } });
}

export async function updateConnection(
  db: Queryable,
  companyId: string,
  set: Partial<Omit<ConnectionRow, 'id' | 'companyId'>>,
): Promise<void> {
  await db.update(c).set(set).where(eq(c.companyId, companyId));
}

export async function saveSettings(
  db: Queryable,
  companyId: string,
  settings: AccountingSettings,
): Promise<boolean> {
  const rows = await db.update(c).set({ settings }).where(eq(c.companyId, companyId)).returning({ id: c.id });
  return rows.length > 0;
}

export async function deleteConnection(db: Queryable, companyId: string): Promise<void> {
  await db.delete(c).where(eq(c.companyId, companyId));
}

const s = accountingAuthStates;

export async function insertAuthState(
  db: Queryable,
  row: { companyId: string; userId: string; sessionId: string; stateHash: string; createdAt: Date },
): Promise<void> {
  await db.insert(s).values(row);
}

/** Spends a state: the row when it was unused (and marks it used), else undefined. */
export async function spendAuthState(db: Queryable, stateHash: string, now: Date) {
  const [row] = await db
    .update(s)
    .set({ usedAt: now })
    .where(and(eq(s.stateHash, stateHash), isNull(s.usedAt)))
    .returning();
  return row;
}

const p = accountingPostings;
export type PostingRow = typeof accountingPostings.$inferSelect;

export async function findPosting(db: Queryable, companyId: string, kind: string, localKey: string) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.kind, kind), eq(p.localKey, localKey)));
  return row;
}

export async function postingsOf(
  db: Queryable,
  companyId: string,
  kind: string,
  localKeys: readonly string[],
) {
  if (localKeys.length === 0) {
    return [];
  }
  return db
    .select()
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        eq(p.kind, kind),
        sql`${p.localKey} = any(${sql.param([...localKeys])}::text[])`,
      ),
    );
}

export async function savePosting(
  db: Queryable,
  row: {
    companyId: string;
    kind: string;
    localKey: string;
    externalId: string;
    number: string | null;
    link: string;
    postedAt: Date;
    postedBy: string;
  },
): Promise<void> {
  await db
    .insert(p)
    .values(row)
    .onConflictDoUpdate({
      target: [p.companyId, p.kind, p.localKey],
      set: {
        externalId: row.externalId,
        number: row.number,
        link: row.link,
        postedAt: row.postedAt,
        postedBy: row.postedBy,
        revision: sql`${p.revision} + 1`,
      },
    });
}

export async function deletePosting(db: Queryable, companyId: string, kind: string, localKey: string) {
  await db.delete(p).where(and(eq(p.companyId, companyId), eq(p.kind, kind), eq(p.localKey, localKey)));
}

const j = accountingJobs;
export type JobRow = typeof accountingJobs.$inferSelect;

export async function insertJob(
  db: Queryable,
  row: { companyId: string; kind: string; total: number; startedBy: string; startedAt: Date },
): Promise<string> {
  const [made] = await db
    .insert(j)
    .values({ ...row, status: 'Running' })
    .returning({ id: j.id });
  if (!made) {
    throw new Error('no job');
  }
  return made.id;
}

export async function updateJob(
  db: Queryable,
  companyId: string,
  id: string,
  set: { done?: number; status?: string; message?: string; logs?: AccountingJobLog[]; finishedAt?: Date },
): Promise<void> {
  await db
    .update(j)
    .set(set)
    .where(and(eq(j.companyId, companyId), eq(j.id, id)));
}

export async function findJob(db: Queryable, companyId: string, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(j)
    .where(and(eq(j.companyId, companyId), eq(j.id, id)));
  return row;
}

export async function latestJobs(db: Queryable, companyId: string, limit = 10): Promise<JobRow[]> {
  return db.select().from(j).where(eq(j.companyId, companyId)).orderBy(desc(j.startedAt)).limit(limit);
}

const m = payrollCategoryMappings;
export type CategoryMappingRow = typeof payrollCategoryMappings.$inferSelect;

/** The company's pay line categories mapped to payroll pay items. */
export async function listCategoryMappings(db: Queryable, companyId: string): Promise<CategoryMappingRow[]> {
  return db.select().from(m).where(eq(m.companyId, companyId)).orderBy(m.category);
}

/** Sets one category's pay item (null: not mapped any more). */
export async function setCategoryMapping(
  db: Queryable,
  companyId: string,
  category: string,
  item: { payItemId: string; payItemName: string; updatedAt: Date; updatedBy: string } | null,
): Promise<void> {
  if (!item) {
    await db.delete(m).where(and(eq(m.companyId, companyId), eq(m.category, category)));
    return;
  }
  await db
    .insert(m)
    .values({ companyId, category, ...item })
    .onConflictDoUpdate({ target: [m.companyId, m.category], set: item });
}

/** A timesheet post of the company started recently and not finished (a crashed one stops counting). */
export async function runningJob(db: Queryable, companyId: string, kind: string, since: Date) {
  const [row] = await db
    .select({ id: j.id })
    .from(j)
    .where(and(eq(j.companyId, companyId), eq(j.kind, kind), eq(j.status, 'Running'), gt(j.startedAt, since)))
    .limit(1);
  return row;
}
