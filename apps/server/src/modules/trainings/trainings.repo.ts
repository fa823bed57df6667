import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { staffs, staffTrainings, users } from '../../db/schema/index.ts';

export type TrainingRow = typeof staffTrainings.$inferSelect;
export type TrainingRecord = TrainingRow & { staffName: string };

/** The company's training records matching `where`, soonest expiry first (none last), with the staff name. */
export async function listTrainings(
  db: Queryable,
  companyId: string,
  where?: SQL,
): Promise<TrainingRecord[]> {
  const rows = await db
    .select({ row: staffTrainings, staffName: personNameSql(staffs) })
    .from(staffTrainings)
    .innerJoin(staffs, eq(staffs.id, staffTrainings.staffId))
    .where(and(eq(staffTrainings.companyId, companyId), where))
    .orderBy(sql`${staffTrainings.expiryDate} asc nulls last`, desc(staffTrainings.dateCompleted));
  return rows.map((r) => ({ ...r.row, staffName: r.staffName }));
}

export const ofStaff = (staffId: string) => eq(staffTrainings.staffId, staffId);

/** Only audit-approved staff's records (what an auditor reads). */
export const ofAuditApprovedStaff = sql`exists (select 1 from ${staffs} s where s.id = ${staffTrainings.staffId} and s.audit_approved)`;

export async function findTraining(db: Queryable, companyId: string, id: string) {
  const [row] = await listTrainings(db, companyId, eq(staffTrainings.id, id));
  return row;
}

export async function insertTraining(
  db: Queryable,
  row: typeof staffTrainings.$inferInsert,
): Promise<string> {
  const [out] = await db.insert(staffTrainings).values(row).returning({ id: staffTrainings.id });
  return out?.id as string;
}

export async function updateTraining(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<typeof staffTrainings.$inferInsert>,
): Promise<void> {
  await db
    .update(staffTrainings)
    .set(change)
    .where(and(eq(staffTrainings.companyId, companyId), eq(staffTrainings.id, id)));
}

export async function deleteTraining(db: Queryable, companyId: string, id: string): Promise<void> {
  await db
    .delete(staffTrainings)
    .where(and(eq(staffTrainings.companyId, companyId), eq(staffTrainings.id, id)));
}

/** The company's training records (an auditor's count: of audit-approved staff only). */
export async function countTrainings(
  db: Queryable,
  companyId: string,
  auditApprovedOnly: boolean,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffTrainings)
    .where(
      and(eq(staffTrainings.companyId, companyId), auditApprovedOnly ? ofAuditApprovedStaff : undefined),
    );
  return row?.n ?? 0;
}

/** The company's active staff for the matrix (an auditor: audit-approved only), by name, with their account's role. */
export function staffForMatrix(db: Queryable, companyId: string, auditApprovedOnly: boolean) {
  return db
    .select({ staffId: staffs.id, fullName: personNameSql(staffs), role: users.role })
    .from(staffs)
    .leftJoin(users, eq(users.id, staffs.userId))
    .where(
      and(
        eq(staffs.companyId, companyId),
        eq(staffs.isActive, true),
        auditApprovedOnly ? eq(staffs.auditApproved, true) : undefined,
      ),
    )
    .orderBy(staffs.firstName, staffs.surName);
}

/**
 * Every company's training records with an expiry date, of active staff, for the daily reminder
 * run (the latest of each course only): the staff member's name, e-mail and account role, and the
 * reminders already sent for that date.
 */
export function trainingsWithExpiry(db: Queryable) {
  return db
    .select({
      staffTrainingId: staffTrainings.id,
      companyId: staffTrainings.companyId,
      course: staffTrainings.course,
      expiryDate: sql<string>`${staffTrainings.expiryDate}`,
      alertsSent: staffTrainings.expiryAlertsSent,
      staffName: personNameSql(staffs),
      staffEmail: staffs.email,
      staffRole: users.role,
    })
    .from(staffTrainings)
    .innerJoin(staffs, eq(staffs.id, staffTrainings.staffId))
    .leftJoin(users, eq(users.id, staffs.userId))
    .where(
      and(
        isNotNull(staffTrainings.expiryDate),
        eq(staffs.isActive, true),
        // A renewal (the same course, lasting longer or for good) takes over the reminders.
        sql`not exists (select 1 from ${staffTrainings} r where r.staff_id = ${staffTrainings.staffId}
          and r.id <> ${staffTrainings.id}
          and lower(trim(r.course)) = lower(trim(${staffTrainings.course}))
          and (r.expiry_date is null or r.expiry_date > ${staffTrainings.expiryDate}))`,
      ),
    )
    .orderBy(staffTrainings.companyId, staffTrainings.expiryDate);
}

/** Notes that a reminder went out for the record's current expiry date. */
export async function recordTrainingAlert(db: Queryable, companyId: string, id: string, alert: string) {
  await db
    .update(staffTrainings)
    .set({ expiryAlertsSent: sql`array_append(${staffTrainings.expiryAlertsSent}, ${alert})` })
    .where(and(eq(staffTrainings.companyId, companyId), eq(staffTrainings.id, id)));
}

/** The role of a staff record's account (null: no account), for its required trainings. */
export async function staffAccountRole(db: Queryable, companyId: string, staffId: string) {
  const [row] = await db
    .select({ role: users.role })
    .from(staffs)
    .leftJoin(users, eq(users.id, staffs.userId))
    .where(and(eq(staffs.companyId, companyId), eq(staffs.id, staffId)))
    .limit(1);
  return row?.role ?? null;
}

/** A staff member's training records, course and expiry only (the rostering check). */
export function coursesOfStaff(db: Queryable, companyId: string, staffId: string) {
  return db
    .select({ course: staffTrainings.course, expiryDate: staffTrainings.expiryDate })
    .from(staffTrainings)
    .where(and(eq(staffTrainings.companyId, companyId), eq(staffTrainings.staffId, staffId)));
}
