import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { administrators, dailyReports, staffs } from '../../db/schema/index.ts';

export type AuthorKind = 'staff' | 'admin';
export type DailyReportRow = typeof dailyReports.$inferSelect;
export type NewDailyReport = typeof dailyReports.$inferInsert;

/** A daily report with its author's name (staff member or administrator). */
export interface DailyReportRecord extends DailyReportRow {
  authorName: string | null;
}

const authorName = sql<
  string | null
>`coalesce(nullif(${personNameSql(staffs)}, ''), nullif(${personNameSql(administrators)}, ''))`;

/** The company's daily reports matching `where`, newest clock-in first. */
export async function listDailyReports(
  db: Queryable,
  companyId: string,
  where: SQL | undefined,
): Promise<DailyReportRecord[]> {
  return db
    .select({ row: dailyReports, authorName })
    .from(dailyReports)
    .leftJoin(staffs, eq(staffs.id, dailyReports.staffId))
    .leftJoin(administrators, eq(administrators.id, dailyReports.administratorId))
    .where(and(eq(dailyReports.companyId, companyId), where))
    .orderBy(desc(dailyReports.clockIn), desc(dailyReports.dateCreated))
    .then((rows) => rows.map((r) => ({ ...r.row, authorName: r.authorName })));
}

/** One daily report of the company, or null. */
export async function findDailyReport(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<DailyReportRecord | null> {
  const [row] = await listDailyReports(db, companyId, eq(dailyReports.id, id));
  return row ?? null;
}

/** The report a request id already created in the company (a replay, or another author's id), or null. */
export async function findByRequestId(db: Queryable, companyId: string, requestId: string) {
  const [row] = await db
    .select({
      id: dailyReports.id,
      authorKind: dailyReports.authorKind,
      userCreated: dailyReports.userCreated,
    })
    .from(dailyReports)
    .where(and(eq(dailyReports.companyId, companyId), eq(dailyReports.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a report; null when a report with the same request id arrived meanwhile (two sends of one
 * queued report at once): the unique (companyId, requestId) keeps one.
 */
export async function insertDailyReport(db: Queryable, row: NewDailyReport): Promise<string | null> {
  const [out] = await db
    .insert(dailyReports)
    .values(row)
    .onConflictDoNothing({ target: [dailyReports.companyId, dailyReports.requestId] })
    .returning({ id: dailyReports.id });
  return out?.id ?? null;
}

export async function updateDailyReport(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<NewDailyReport>,
): Promise<void> {
  await db
    .update(dailyReports)
    .set(change)
    .where(and(eq(dailyReports.companyId, companyId), eq(dailyReports.id, id)));
}

/** Staff reports of audit-approved staff only (what an auditor reads). */
export const ofAuditApprovedStaff = sql`exists (select 1 from ${staffs} s where s.id = ${dailyReports.staffId} and s.audit_approved)`;
