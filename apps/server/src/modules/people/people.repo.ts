import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { administrators, profiles, staffs } from '../../db/schema/index.ts';
import { fullName } from './people.queries.ts';

// Explicit columns: everything the spec lists for the entity, with the id under the spec's name.
const { id: adminId, ...adminColumns } = getTableColumns(administrators);
const { id: staffId, ...staffColumns } = getTableColumns(staffs);
const { id: profileId, ...profileColumns } = getTableColumns(profiles);

export interface PeopleFilter {
  companyId: string;
  isActive?: boolean;
  /** Auditors see only records approved for auditing (spec 1 §4). */
  auditApprovedOnly?: boolean;
  id?: string;
}

/** The filter's shape names the prepared statement; its values are the placeholders. */
function shapeOf(f: PeopleFilter): string {
  return `${f.isActive === undefined ? 'any' : f.isActive}_${f.auditApprovedOnly ? 'audit' : 'all'}_${f.id ? 'one' : 'many'}`;
}

/** The where clause of a people list: the company, then each filter the shape has, as placeholders. */
function whereOf(
  table: typeof administrators | typeof staffs | typeof profiles,
  f: PeopleFilter,
  audited: boolean,
): SQL | undefined {
  const where: SQL[] = [eq(table.companyId, sql.placeholder('companyId'))];
  if (f.isActive !== undefined) {
    where.push(eq(table.isActive, f.isActive));
  }
  if (audited && f.auditApprovedOnly && 'auditApproved' in table) {
    where.push(eq(table.auditApproved, true));
  }
  if (f.id) {
    where.push(eq(table.id, sql.placeholder('id')));
  }
  return and(...where);
}

const values = (f: PeopleFilter) => ({ companyId: f.companyId, id: f.id ?? null });

export async function listAdministrators(db: Queryable, f: PeopleFilter) {
  const name = `list_administrators_${shapeOf({ ...f, auditApprovedOnly: false })}`;
  const query = prepared(db, name, (d) =>
    d
      .select({ administratorId: adminId, ...adminColumns })
      .from(administrators)
      .where(whereOf(administrators, f, false))
      .orderBy(asc(administrators.firstName), asc(administrators.surName))
      .prepare(name),
  );
  const rows = await query.execute(values(f));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}

export async function listStaffs(db: Queryable, f: PeopleFilter) {
  const name = `list_staffs_${shapeOf(f)}`;
  const query = prepared(db, name, (d) =>
    d
      .select({ staffId, ...staffColumns })
      .from(staffs)
      .where(whereOf(staffs, f, true))
      .orderBy(asc(staffs.firstName), asc(staffs.surName))
      .prepare(name),
  );
  const rows = await query.execute(values(f));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}

export async function listProfiles(db: Queryable, f: PeopleFilter) {
  const name = `list_profiles_${shapeOf(f)}`;
  const query = prepared(db, name, (d) =>
    d
      .select({ profileId, ...profileColumns })
      .from(profiles)
      .where(whereOf(profiles, f, true))
      .orderBy(asc(profiles.firstName), asc(profiles.surName))
      .prepare(name),
  );
  const rows = await query.execute(values(f));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}
