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

/** Staff reports of audit-approved staff only (what an auditor reads). */
const ofAuditApprovedStaff = sql`exists (select 1 from ${staffs} s where s.id = ${dailyReports.staffId} and s.audit_approved)`;

/** Which daily reports a list shows: of one kind of author, one staff member, audit-approved staff only. */
export interface DailyReportFilter {
  authorKind?: AuthorKind;
  staffId?: string;
  auditApprovedOnly?: boolean;
}

/** The company's daily reports of the filter, newest clock-in first. */
export function listDailyReports(
  db: Queryable,
  companyId: string,
  f: DailyReportFilter,
): Promise<DailyReportRecord[]> {
  return reportsWhere(
    db,
    companyId,
    and(
      f.authorKind ? eq(dailyReports.authorKind, f.authorKind) : undefined,
      f.staffId ? eq(dailyReports.staffId, f.staffId) : undefined,
      f.auditApprovedOnly ? ofAuditApprovedStaff : undefined,
    ),
  );
}

async function reportsWhere(
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
  const [row] = await reportsWhere(db, companyId, eq(dailyReports.id, id));
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
