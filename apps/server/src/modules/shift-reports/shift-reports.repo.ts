import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendances, shiftReports, shiftRosters, staffs } from '../../db/schema/index.ts';

export type ShiftReportRow = typeof shiftReports.$inferSelect;
export type ShiftReportValues = Omit<typeof shiftReports.$inferInsert, 'id' | 'companyId' | 'shiftRosterId'>;

/** The company's report by its id. */
export async function findReport(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(shiftReports)
    .where(and(eq(shiftReports.companyId, companyId), eq(shiftReports.id, id)))
    .limit(1);
  return row;
}

/** The report of a shift (one per shift), locked for the transaction when `lock`. */
export async function findReportOfShift(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
  lock = false,
) {
  const query = db
    .select()
    .from(shiftReports)
    .where(and(eq(shiftReports.companyId, companyId), eq(shiftReports.shiftRosterId, shiftRosterId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertReport(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
  values: ShiftReportValues,
): Promise<string> {
  const [row] = await db
    .insert(shiftReports)
    .values({ ...values, companyId, shiftRosterId, goal_Progress: values.goal_Progress as string })
    .returning({ id: shiftReports.id });
  if (!row) {
    throw new Error('shift report insert returned nothing');
  }
  return row.id;
}

export async function updateReport(db: Queryable, companyId: string, id: string, values: ShiftReportValues) {
  await db
    .update(shiftReports)
    .set(values)
    .where(and(eq(shiftReports.companyId, companyId), eq(shiftReports.id, id)));
}

/** Whether the staff member has an attendance at the shift (clocked in, or marked by the office). */
export async function hasAttendance(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
  staffId: string,
) {
  const [row] = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      and(
        eq(attendances.companyId, companyId),
        eq(attendances.shiftRosterId, shiftRosterId),
        eq(attendances.staffId, staffId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The reports of the shifts a staff member works, newest modified (or created) first. */
export async function reportsOfStaff(db: Queryable, companyId: string, staffId: string) {
  return db
    .select({ report: shiftReports })
    .from(shiftReports)
    .innerJoin(shiftRosters, eq(shiftRosters.id, shiftReports.shiftRosterId))
    .where(and(eq(shiftReports.companyId, companyId), eq(shiftRosters.staffId, staffId)))
    .orderBy(
      desc(sql`coalesce(${shiftReports.dateModified}, ${shiftReports.dateCreated})`),
      desc(shiftReports.id),
    )
    .then((rows) => rows.map((r) => r.report));
}

/** A staff member's signature file URL and name parts. */
export async function staffSignature(db: Queryable, companyId: string, staffId: string) {
  const [row] = await db
    .select({ signatureUrl: staffs.signatureUrl, userId: staffs.userId })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.id, staffId)))
    .limit(1);
  return row;
}

/** Whether the staff record belongs to the company. */
export async function staffExists(db: Queryable, companyId: string, staffId: string) {
  return (await staffSignature(db, companyId, staffId)) !== undefined;
}
