import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companyRoles } from '../../db/schema/index.ts';

/** The company's role names, by name. */
export function listRoles(db: Queryable, companyId: string) {
  return db
    .select({ uRolesId: companyRoles.id, role: companyRoles.role, dateCreated: companyRoles.dateCreated })
    .from(companyRoles)
    .where(eq(companyRoles.companyId, companyId))
    .orderBy(asc(companyRoles.role));
}

/** Whether the company has a role of this name, in any case. */
export async function roleExists(db: Queryable, companyId: string, role: string): Promise<boolean> {
  const existing = await db
    .select({ id: companyRoles.id })
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), sql`lower(${companyRoles.role}) = lower(${role})`))
    .limit(1);
  return existing.length > 0;
}

export async function insertRole(db: Queryable, values: typeof companyRoles.$inferInsert): Promise<void> {
  await db.insert(companyRoles).values(values);
}

/** Deletes the role; its name, or undefined when the company has no such role. */
export async function deleteRole(db: Queryable, companyId: string, id: string) {
  const [deleted] = await db
    .delete(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id)))
    .returning({ role: companyRoles.role });
  return deleted;
}
