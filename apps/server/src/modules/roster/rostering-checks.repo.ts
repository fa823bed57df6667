import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { shiftRosterClients, shiftRosters, staffs } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * The company's shifts (not Cancelled, not among `own`) of the staff member or of any of the
 * clients that overlap [from, to), with their worker's name.
 */
export async function overlappingShifts(
  db: Queryable,
  companyId: string,
  staffId: string | null,
  profileIds: readonly string[],
  span: { from: Date; to: Date; own: readonly string[] },
) {
  const { from, to, own } = span;
  const whose: SQL[] = [];
  if (staffId) {
    whose.push(eq(shiftRosters.staffId, staffId));
  }
  if (profileIds.length > 0) {
    whose.push(
      sql`exists (select 1 from ${shiftRosterClients} where ${shiftRosterClients.shiftRosterId} = ${shiftRosters.id} and ${inArray(shiftRosterClients.profileId, [...profileIds])})`,
    );
  }
  if (whose.length === 0) {
    return [];
  }
  return db
    .select({
      shiftRosterId: shiftRosters.id,
      staffId: shiftRosters.staffId,
      dateFrom: shiftRosters.dateFrom,
      dateTo: shiftRosters.dateTo,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
    })
    .from(shiftRosters)
    .leftJoin(staffs, eq(staffs.id, shiftRosters.staffId))
    .where(
      and(
        eq(shiftRosters.companyId, companyId),
        // A shift lasts at most a day, so this bound lets the start index find them.
        sql`${shiftRosters.dateFrom} > ${new Date(from.getTime() - DAY_MS).toISOString()}`,
        sql`${shiftRosters.dateFrom} < ${to.toISOString()}`,
        sql`${shiftRosters.dateTo} > ${from.toISOString()}`,
        or(isNull(shiftRosters.status), ne(shiftRosters.status, 'Cancelled')),
        own.length > 0 ? sql`not ${inArray(shiftRosters.id, [...own])}` : undefined,
        or(...whose),
      ),
    );
}

/** Takes the transaction-long advisory locks of the keys, one after the other in the order given. */
export async function lockKeys(db: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}
