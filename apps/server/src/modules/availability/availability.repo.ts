import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { staffAvailabilities } from '../../db/schema/index.ts';

const columns = {
  staffAvailibilityId: staffAvailabilities.id,
  staffId: staffAvailabilities.staffId,
  companyID: staffAvailabilities.companyId,
  days: staffAvailabilities.days,
  fromTimeOfDay: staffAvailabilities.fromTimeOfDay,
  toTimeOfDay: staffAvailabilities.toTimeOfDay,
  dateCreated: staffAvailabilities.dateCreated,
  dateModified: staffAvailabilities.dateModified,
};

export type AvailabilityRow = Awaited<ReturnType<typeof listAvailabilities>>[number];

export interface SlotFields {
  days: string;
  fromTimeOfDay: string;
  toTimeOfDay: string;
}

/** A staff member's slots (any order; the caller sorts them by the week). */
export function listAvailabilities(db: Queryable, companyId: string, staffId: string) {
  return db
    .select(columns)
    .from(staffAvailabilities)
    .where(and(eq(staffAvailabilities.companyId, companyId), eq(staffAvailabilities.staffId, staffId)));
}

/** One slot of the company, or undefined. */
export async function findAvailability(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(staffAvailabilities)
    .where(and(eq(staffAvailabilities.companyId, companyId), eq(staffAvailabilities.id, id)))
    .limit(1);
  return row;
}

/** The staff member's other slots on a weekday (all of them when `exceptId` is absent). */
export function slotsOfDay(
  db: Queryable,
  companyId: string,
  staffId: string,
  day: string,
  exceptId?: string,
) {
  return db
    .select({
      fromTimeOfDay: staffAvailabilities.fromTimeOfDay,
      toTimeOfDay: staffAvailabilities.toTimeOfDay,
    })
    .from(staffAvailabilities)
    .where(
      and(
        eq(staffAvailabilities.companyId, companyId),
        eq(staffAvailabilities.staffId, staffId),
        eq(staffAvailabilities.days, day),
        exceptId ? ne(staffAvailabilities.id, exceptId) : undefined,
      ),
    );
}

export async function insertAvailabilities(
  db: Queryable,
  companyId: string,
  staffId: string,
  slots: readonly SlotFields[],
  userCreated: string,
  now: Date,
): Promise<string[]> {
  if (slots.length === 0) {
    return [];
  }
  const rows = await db
    .insert(staffAvailabilities)
    .values(slots.map((s) => ({ ...s, companyId, staffId, userCreated, dateCreated: now })))
    .returning({ id: staffAvailabilities.id });
  return rows.map((r) => r.id);
}

export function updateAvailability(
  db: Queryable,
  companyId: string,
  id: string,
  slot: SlotFields,
  userModified: string,
  now: Date,
) {
  return db
    .update(staffAvailabilities)
    .set({ ...slot, userModified, dateModified: now })
    .where(and(eq(staffAvailabilities.companyId, companyId), eq(staffAvailabilities.id, id)));
}

export function deleteAvailability(db: Queryable, companyId: string, id: string) {
  return db
    .delete(staffAvailabilities)
    .where(and(eq(staffAvailabilities.companyId, companyId), eq(staffAvailabilities.id, id)));
}

export function deleteStaffAvailabilities(db: Queryable, companyId: string, staffId: string) {
  return db
    .delete(staffAvailabilities)
    .where(and(eq(staffAvailabilities.companyId, companyId), eq(staffAvailabilities.staffId, staffId)));
}
