import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
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

export async function listAdministrators(db: Queryable, f: PeopleFilter) {
  const where: SQL[] = [eq(administrators.companyId, f.companyId)];
  if (f.isActive !== undefined) {
    where.push(eq(administrators.isActive, f.isActive));
  }
  if (f.id) {
    where.push(eq(administrators.id, f.id));
  }
  const rows = await db
    .select({ administratorId: adminId, ...adminColumns })
    .from(administrators)
    .where(and(...where))
    .orderBy(asc(administrators.firstName), asc(administrators.surName));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}

export async function listStaffs(db: Queryable, f: PeopleFilter) {
  const where: SQL[] = [eq(staffs.companyId, f.companyId)];
  if (f.isActive !== undefined) {
    where.push(eq(staffs.isActive, f.isActive));
  }
  if (f.auditApprovedOnly) {
    where.push(eq(staffs.auditApproved, true));
  }
  if (f.id) {
    where.push(eq(staffs.id, f.id));
  }
  const rows = await db
    .select({ staffId, ...staffColumns })
    .from(staffs)
    .where(and(...where))
    .orderBy(asc(staffs.firstName), asc(staffs.surName));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}

export async function listProfiles(db: Queryable, f: PeopleFilter) {
  const where: SQL[] = [eq(profiles.companyId, f.companyId)];
  if (f.isActive !== undefined) {
    where.push(eq(profiles.isActive, f.isActive));
  }
  if (f.auditApprovedOnly) {
    where.push(eq(profiles.auditApproved, true));
  }
  if (f.id) {
    where.push(eq(profiles.id, f.id));
  }
  const rows = await db
    .select({ profileId, ...profileColumns })
    .from(profiles)
    .where(and(...where))
    .orderBy(asc(profiles.firstName), asc(profiles.surName));
  return rows.map((r) => ({ ...r, fullName: fullName(r) }));
}
