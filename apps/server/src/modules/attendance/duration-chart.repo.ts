import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { attendances, staffs } from '../../db/schema/index.ts';

/**
 * Worked milliseconds per staff member over the attendances clocked in within [from, to) and
 * clocked out (an auditor: audit-approved staff only), most hours first.
 */
export function workedByStaff(
  db: Queryable,
  companyId: string,
  from: string,
  to: string,
  auditApprovedOnly: boolean,
) {
  return db
    .select({
      staffId: staffs.id,
      fullName: personNameSql(staffs),
      ms: sql<number>`coalesce(sum(extract(epoch from (${attendances.clockOut} - ${attendances.clockIn})) * 1000), 0)::float8`,
      shifts: sql<number>`count(*)::int`,
    })
    .from(attendances)
    .innerJoin(staffs, eq(staffs.id, attendances.staffId))
    .where(
      and(
        eq(attendances.companyId, companyId),
        gte(attendances.clockIn, new Date(from)),
        lt(attendances.clockIn, new Date(to)),
        isNotNull(attendances.clockOut),
        auditApprovedOnly ? eq(staffs.auditApproved, true) : undefined,
      ),
    )
    .groupBy(staffs.id)
    .orderBy(sql`3 desc`, sql`2`);
}
