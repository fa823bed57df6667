import type { RecordGrant } from '@care/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import { profiles, supportSchedules } from '../../db/schema/index.ts';
import { supportBounds, visiblePeople } from '../people/people.api.ts';

/** What prices a client's schedule: their address state and remoteness, and their name. */
export async function findClientPlace(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({
      profileId: profiles.id,
      fullName: fullNameSql(profiles.firstName, null, profiles.surName),
      state: profiles.state,
      remoteness: profiles.remoteness,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)))
    .limit(1);
  return row;
}

const scheduleColumns = {
  scheduleId: supportSchedules.id,
  profileId: supportSchedules.profileId,
  supportItemId: supportSchedules.supportItemId,
  supportType: supportSchedules.supportType,
  quantity: supportSchedules.quantity,
  costCents: supportSchedules.costCents,
  frequency: supportSchedules.frequency,
  itemNumber: supportSchedules.itemNumber,
  companyID: supportSchedules.companyId,
  dateCreated: supportSchedules.dateCreated,
  /** Null: a suggestion (added by staff or a client) that does not price invoices until accepted. */
  acceptedAt: supportSchedules.acceptedAt,
  acceptedBy: supportSchedules.acceptedBy,
};

/** Adds a line to a client's schedule of support; returns its id. */
export async function insertSchedule(
  db: Queryable,
  values: typeof supportSchedules.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(supportSchedules).values(values).returning({ id: supportSchedules.id });
  if (!row) {
    throw new Error('no schedule');
  }
  return row.id;
}

/** One client's schedule lines, newest first. */
export function schedulesOfClient(db: Queryable, companyId: string, profileId: string) {
  return db
    .select(scheduleColumns)
    .from(supportSchedules)
    .where(and(eq(supportSchedules.companyId, companyId), eq(supportSchedules.profileId, profileId)))
    .orderBy(desc(supportSchedules.dateCreated), supportSchedules.itemNumber);
}

/** The schedule lines of every client the reader may see, with the client's name. */
export function schedulesOfVisibleClients(
  db: Queryable,
  companyId: string,
  grants: readonly RecordGrant[],
  uid: string,
  asOf?: Date,
) {
  return db
    .select({
      ...scheduleColumns,
      clientName: fullNameSql(profiles.firstName, null, profiles.surName),
    })
    .from(supportSchedules)
    .innerJoin(profiles, eq(profiles.id, supportSchedules.profileId))
    .where(
      and(
        eq(supportSchedules.companyId, companyId),
        visiblePeople('client', grants, uid, asOf && supportBounds(asOf)),
      ),
    )
    .orderBy(desc(supportSchedules.dateCreated), supportSchedules.itemNumber);
}

/** One schedule line of the company. */
export async function findSchedule(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(scheduleColumns)
    .from(supportSchedules)
    .where(and(eq(supportSchedules.companyId, companyId), eq(supportSchedules.id, id)))
    .limit(1);
  return row;
}

export async function deleteSchedule(db: Queryable, companyId: string, id: string): Promise<void> {
  await db
    .delete(supportSchedules)
    .where(and(eq(supportSchedules.companyId, companyId), eq(supportSchedules.id, id)));
}

/** The office accepts a suggested line: from now on it prices the client's invoices. */
export async function acceptSchedule(
  db: Queryable,
  companyId: string,
  id: string,
  change: { now: Date; by: string; userId: string },
): Promise<void> {
  await db
    .update(supportSchedules)
    .set({
      acceptedAt: change.now,
      acceptedBy: change.by,
      dateModified: change.now,
      userModified: change.userId,
    })
    .where(and(eq(supportSchedules.companyId, companyId), eq(supportSchedules.id, id)));
}
