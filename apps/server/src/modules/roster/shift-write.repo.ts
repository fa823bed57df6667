import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { shiftRosterClients, shiftRosters } from '../../db/schema/index.ts';
import { clientsOfShifts } from './shift-clients.repo.ts';

export type ShiftRow = typeof shiftRosters.$inferSelect;
export type NewShift = typeof shiftRosters.$inferInsert;

/** The shift, locked for the rest of the transaction, so two changes to it never interleave. */
export async function lockShift(db: Queryable, companyId: string, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db
    .select()
    .from(shiftRosters)
    .where(and(eq(shiftRosters.companyId, companyId), eq(shiftRosters.id, id)))
    .for('update');
  return row;
}

/** Locks the company's shifts matching `where` for the rest of the transaction (a bulk change). */
export async function lockShiftsWhere(db: Queryable, companyId: string, where: SQL): Promise<void> {
  await db
    .select({ id: shiftRosters.id })
    .from(shiftRosters)
    .where(and(sql`${shiftRosters.companyId} = ${companyId}`, where))
    .for('update');
}

/** The later shifts of a series from `from` on (this one included), locked, by start. */
export async function lockSeriesFrom(
  db: Queryable,
  companyId: string,
  seriesId: string,
  from: Date,
): Promise<ShiftRow[]> {
  const rows = await db
    .select()
    .from(shiftRosters)
    .where(and(eq(shiftRosters.companyId, companyId), eq(shiftRosters.seriesId, seriesId)))
    .orderBy(shiftRosters.dateFrom)
    .for('update');
  return rows.filter((r) => r.dateFrom.getTime() >= from.getTime());
}

/** A new shift and its clients in the order chosen; its id. */
export async function insertShift(
  db: Queryable,
  values: NewShift,
  profileIds: readonly string[],
): Promise<string> {
  const [row] = await db.insert(shiftRosters).values(values).returning({ id: shiftRosters.id });
  if (!row) {
    throw new Error('insertShift: no row returned');
  }
  await replaceShiftClients(db, values.companyId, row.id, profileIds);
  return row.id;
}

/** Changes the shift's stored fields. */
export async function updateShift(
  db: Queryable,
  companyId: string,
  id: string,
  values: Partial<NewShift>,
): Promise<void> {
  await db
    .update(shiftRosters)
    .set(values)
    .where(and(eq(shiftRosters.companyId, companyId), eq(shiftRosters.id, id)));
}

/** The shift's clients become `profileIds`, in that order (clientsId). */
export async function replaceShiftClients(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
  profileIds: readonly string[],
): Promise<void> {
  await db
    .delete(shiftRosterClients)
    .where(
      and(eq(shiftRosterClients.companyId, companyId), eq(shiftRosterClients.shiftRosterId, shiftRosterId)),
    );
  if (profileIds.length > 0) {
    await db
      .insert(shiftRosterClients)
      .values(profileIds.map((profileId, position) => ({ shiftRosterId, profileId, companyId, position })));
  }
}

/** The shift's client ids in order. */
export async function shiftProfileIds(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
): Promise<string[]> {
  return (await clientsOfShifts(db, companyId, [shiftRosterId])).map((c) => c.profileId);
}

/** Deletes the company's shifts of `ids` (their clients, attendances and requests go with them); how many. */
export async function deleteShifts(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) {
    return 0;
  }
  const rows = await db
    .delete(shiftRosters)
    .where(and(eq(shiftRosters.companyId, companyId), inArray(shiftRosters.id, [...ids])))
    .returning({ id: shiftRosters.id });
  return rows.length;
}

/** New shifts sharing one set of clients (a series, or a copy), in one insert each; their ids in order. */
export async function insertShifts(
  db: Queryable,
  values: readonly NewShift[],
  profileIds: readonly string[],
): Promise<string[]> {
  if (values.length === 0) {
    return [];
  }
  const rows = await db
    .insert(shiftRosters)
    .values([...values])
    .returning({ id: shiftRosters.id });
  const companyId = values[0]?.companyId as string;
  if (profileIds.length > 0) {
    await db
      .insert(shiftRosterClients)
      .values(
        rows.flatMap((r) =>
          profileIds.map((profileId, position) => ({ shiftRosterId: r.id, profileId, companyId, position })),
        ),
      );
  }
  return rows.map((r) => r.id);
}
