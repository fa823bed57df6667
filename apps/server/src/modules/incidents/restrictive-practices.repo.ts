import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { incidents, profiles, restrictivePractices, staffs } from '../../db/schema/index.ts';
import type { NamedClientScope, NamedStaffScope } from '../people/people.api.ts';

export type NewRestrictivePractice = Omit<typeof restrictivePractices.$inferInsert, 'id'>;

export async function insertRestrictivePractice(
  db: Queryable,
  values: NewRestrictivePractice,
): Promise<string> {
  const [row] = await db
    .insert(restrictivePractices)
    .values(values)
    .returning({ id: restrictivePractices.id });
  if (!row) {
    throw new Error('restrictive practice insert returned nothing');
  }
  return row.id;
}

/**
 * The uses that started in [from, to) of the participants the reader reaches, newest first, with the
 * participant's name and the worker's when the reader may see it (an auditor an audit-approved one's).
 */
export async function practicesBetween(
  db: Queryable,
  companyId: string,
  from: Date,
  to: Date,
  reach: NamedClientScope,
  staffReach: NamedStaffScope,
) {
  return db
    .select({
      practice: restrictivePractices,
      clientName: personNameSql(profiles),
      staffName: sql<
        string | null
      >`case when ${staffs.id} is null or not (${staffReach(restrictivePractices.staffId)}) then null else ${personNameSql(staffs)} end`,
      incidentNo: incidents.incidentNo,
    })
    .from(restrictivePractices)
    .innerJoin(profiles, eq(profiles.id, restrictivePractices.profileId))
    .leftJoin(staffs, eq(staffs.id, restrictivePractices.staffId))
    .leftJoin(incidents, eq(incidents.id, restrictivePractices.incidentId))
    .where(
      and(
        eq(restrictivePractices.companyId, companyId),
        gte(restrictivePractices.startedAt, from),
        lt(restrictivePractices.startedAt, to),
        reach(restrictivePractices.profileId),
      ),
    )
    .orderBy(desc(restrictivePractices.startedAt));
}
