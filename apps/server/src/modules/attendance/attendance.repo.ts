import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendances, shiftReports } from '../../db/schema/index.ts';
import { clientsOfShifts } from '../roster/roster.api.ts';

export type AttendanceRow = typeof attendances.$inferSelect;
export type NewAttendance = typeof attendances.$inferInsert;

/** The attendance of the company by id, locked for the rest of the transaction. */
export async function lockAttendance(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .select()
    .from(attendances)
    .where(and(eq(attendances.companyId, companyId), eq(attendances.id, id)))
    .for('update');
  return row;
}

/** The attendance at a shift (of one staff member when given), the latest clock-in first. */
export async function attendanceOfShift(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
  staffId?: string,
): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .select()
    .from(attendances)
    .where(
      and(
        eq(attendances.companyId, companyId),
        eq(attendances.shiftRosterId, shiftRosterId),
        staffId ? eq(attendances.staffId, staffId) : undefined,
      ),
    )
    .orderBy(attendances.clockIn)
    .limit(1);
  return row;
}

/** Every attendance at a shift, by clock-in. */
export function attendancesOfShift(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
): Promise<AttendanceRow[]> {
  return db
    .select()
    .from(attendances)
    .where(and(eq(attendances.companyId, companyId), eq(attendances.shiftRosterId, shiftRosterId)))
    .orderBy(asc(attendances.clockIn), asc(attendances.id));
}

/** A new attendance; its id. */
export async function insertAttendance(db: Queryable, values: NewAttendance): Promise<string> {
  const [row] = await db.insert(attendances).values(values).returning({ id: attendances.id });
  if (!row) {
    throw new Error('insertAttendance: no row returned');
  }
  return row.id;
}

/** Changes the attendance's stored fields. */
export async function updateAttendance(
  db: Queryable,
  companyId: string,
  id: string,
  values: Partial<NewAttendance>,
): Promise<void> {
  await db
    .update(attendances)
    .set(values)
    .where(and(eq(attendances.companyId, companyId), eq(attendances.id, id)));
}

/** Deletes the attendance (its splits go with it). */
export async function deleteAttendance(db: Queryable, companyId: string, id: string): Promise<void> {
  await db.delete(attendances).where(and(eq(attendances.companyId, companyId), eq(attendances.id, id)));
}

/** The shift's first client's map position (the clock-in check's centre), or null without a client. */
export async function firstClientPosition(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
): Promise<{ latitude: number | null; longitude: number | null } | null> {
  const [first] = await clientsOfShifts(db, companyId, [shiftRosterId]);
  return first ? { latitude: first.latitude, longitude: first.longitude } : null;
}

/** Whether the shift's report is signed (clock-out needs it, spec 3 §4.3). */
export async function isShiftReportSigned(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ isSigned: shiftReports.isSigned })
    .from(shiftReports)
    .where(and(eq(shiftReports.companyId, companyId), eq(shiftReports.shiftRosterId, shiftRosterId)))
    .limit(1);
  return row?.isSigned === true;
}
