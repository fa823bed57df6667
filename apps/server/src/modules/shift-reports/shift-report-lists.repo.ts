import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { shiftReports, shiftRosters } from '../../db/schema/index.ts';
import { hasClient } from '../roster/roster-reader.ts';

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
