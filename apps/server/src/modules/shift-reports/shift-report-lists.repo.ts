import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { shiftReports, shiftRosters, staffs } from '../../db/schema/index.ts';
import { hasClient } from '../roster/roster.api.ts';

export interface ReportFilter {
  staffId?: string;
  clientId?: string;
  /** On the shift's start: [from, to). */
  from?: Date;
  to?: Date;
}

/** The company's reports whose shift matches the filter and `scope` (a condition on `shift_rosters`), newest created first. */
export async function reportsMatching(
  db: Queryable,
  companyId: string,
  f: ReportFilter,
  scope: SQL | undefined,
) {
  const rows = await db
    .select({ report: shiftReports })
    .from(shiftReports)
    .innerJoin(shiftRosters, eq(shiftRosters.id, shiftReports.shiftRosterId))
    .where(
      and(
        eq(shiftReports.companyId, companyId),
        f.staffId ? eq(shiftRosters.staffId, f.staffId) : undefined,
        f.clientId ? hasClient(f.clientId) : undefined,
        f.from ? gte(shiftRosters.dateFrom, f.from) : undefined,
        f.to ? lt(shiftRosters.dateFrom, f.to) : undefined,
        scope,
      ),
    )
    .orderBy(desc(shiftReports.dateCreated), desc(shiftReports.id));
  return rows.map((r) => r.report);
}

/** The signature URLs of the company's staff members, by staff id. */
export async function signatureUrls(db: Queryable, companyId: string, staffIds: string[]) {
  if (staffIds.length === 0) {
    return new Map<string, string | null>();
  }
  const rows = await db
    .select({ id: staffs.id, signatureUrl: staffs.signatureUrl })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), inArray(staffs.id, staffIds)));
  return new Map(rows.map((r) => [r.id, r.signatureUrl]));
}
