import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { behaviourSupports, communitySupports, disabilities, healthSupports } from '../../db/schema/index.ts';

/** The four support-needs tables; each holds a client's answers to one form (spec 2 §3). */
export const NEEDS_TABLES = {
  disability: disabilities,
  health: healthSupports,
  community: communitySupports,
  behaviour: behaviourSupports,
} as const;
export type NeedsKind = keyof typeof NEEDS_TABLES;
// One shape is enough for the SQL below: the tables share id, companyId, profileId and the audit columns.
type NeedsTable = typeof disabilities;
const tableOf = (kind: NeedsKind) => NEEDS_TABLES[kind] as unknown as NeedsTable;

export type NeedsRow = Record<string, unknown> & {
  id: string;
  companyId: string;
  profileId: string;
  dateCreated: Date;
};

/** The client's records of a kind, oldest first: the first is the one the form uses (spec 2 §4). */
export function listNeeds(db: Queryable, kind: NeedsKind, companyId: string, profileId: string) {
  const t = tableOf(kind);
  return db
    .select(getTableColumns(t))
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.profileId, profileId)))
    .orderBy(asc(t.dateCreated), asc(t.id)) as unknown as Promise<NeedsRow[]>;
}

export async function findNeeds(
  db: Queryable,
  kind: NeedsKind,
  companyId: string,
  id: string,
): Promise<NeedsRow | undefined> {
  const t = tableOf(kind);
  const [row] = (await db
    .select(getTableColumns(t))
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))) as unknown as NeedsRow[];
  return row;
}

/** Whether the client has a record of the kind yet. */
export async function hasNeeds(db: Queryable, kind: NeedsKind, companyId: string, profileId: string) {
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.profileId, profileId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertNeeds(
  db: Queryable,
  kind: NeedsKind,
  values: Record<string, unknown> & { companyId: string; profileId: string },
): Promise<string> {
  const t = tableOf(kind);
  const [row] = await db
    .insert(t)
    .values(values as typeof t.$inferInsert)
    .returning({ id: t.id });
  if (!row) {
    throw new Error('insert returned no row');
  }
  return row.id;
}

export async function updateNeeds(
  db: Queryable,
  kind: NeedsKind,
  companyId: string,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const t = tableOf(kind);
  await db
    .update(t)
    .set(values as Partial<typeof t.$inferInsert>)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
}
