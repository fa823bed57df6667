import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { openShiftRequests, staffs } from '../../db/schema/index.ts';

// The caller's staff record is a read of the people module.
export { staffContact, staffOfUser } from '../people/people.api.ts';

const requestColumns = {
  openShiftRequestId: openShiftRequests.id,
  shiftRosterId: openShiftRequests.shiftRosterId,
  staffId: openShiftRequests.staffId,
  status: openShiftRequests.status,
  dateCreated: openShiftRequests.dateCreated,
  firstName: staffs.firstName,
  middleName: staffs.middleName,
  surName: staffs.surName,
};

/** The requests to take a shift, oldest first, with the staff members' names. */
export function requestsOfShift(db: Queryable, companyId: string, shiftRosterId: string) {
  return db
    .select(requestColumns)
    .from(openShiftRequests)
    .innerJoin(staffs, eq(staffs.id, openShiftRequests.staffId))
    .where(
      and(eq(openShiftRequests.companyId, companyId), eq(openShiftRequests.shiftRosterId, shiftRosterId)),
    )
    .orderBy(asc(openShiftRequests.dateCreated), asc(openShiftRequests.id));
}

/** One request of the company, locked for the rest of the transaction. */
export async function lockRequest(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({
      openShiftRequestId: openShiftRequests.id,
      shiftRosterId: openShiftRequests.shiftRosterId,
      staffId: openShiftRequests.staffId,
      status: openShiftRequests.status,
    })
    .from(openShiftRequests)
    .where(and(eq(openShiftRequests.companyId, companyId), eq(openShiftRequests.id, id)))
    .for('update');
  return row;
}

/** The shifts (of `shiftIds`) the staff member has asked for, whatever the answer. */
export async function requestedShiftIds(
  db: Queryable,
  companyId: string,
  staffId: string,
  shiftIds: readonly string[],
): Promise<Set<string>> {
  if (shiftIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ shiftRosterId: openShiftRequests.shiftRosterId })
    .from(openShiftRequests)
    .where(
      and(
        eq(openShiftRequests.companyId, companyId),
        eq(openShiftRequests.staffId, staffId),
        inArray(openShiftRequests.shiftRosterId, [...shiftIds]),
      ),
    );
  return new Set(rows.map((r) => r.shiftRosterId));
}

/** A Pending request; false when the staff member already has one for the shift (the unique index). */
export async function insertRequest(
  db: Queryable,
  values: {
    companyId: string;
    shiftRosterId: string;
    staffId: string;
    userCreated: string;
    dateCreated: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(openShiftRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: openShiftRequests.id });
  return rows.length > 0;
}

/** Decides one request. */
export async function decideRequest(
  db: Queryable,
  companyId: string,
  id: string,
  status: 'Approved' | 'Declined',
  decidedBy: string,
  now: Date,
) {
  await db
    .update(openShiftRequests)
    .set({ status, decidedAt: now, decidedBy, dateModified: now, userModified: decidedBy })
    .where(and(eq(openShiftRequests.companyId, companyId), eq(openShiftRequests.id, id)));
}

/** Declines the shift's other Pending requests; the staff members declined. */
export async function declineOthers(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
  exceptId: string,
  decidedBy: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(openShiftRequests)
    .set({ status: 'Declined', decidedAt: now, decidedBy, dateModified: now, userModified: decidedBy })
    .where(
      and(
        eq(openShiftRequests.companyId, companyId),
        eq(openShiftRequests.shiftRosterId, shiftRosterId),
        eq(openShiftRequests.status, 'Pending'),
        ne(openShiftRequests.id, exceptId),
      ),
    )
    .returning({ staffId: openShiftRequests.staffId });
  return rows.map((r) => r.staffId);
}
