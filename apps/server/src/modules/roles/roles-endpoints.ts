import { newRole, type StatusReply } from '@care/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companyRoles } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';

export const getRolesRoute = routeSpec({
  method: 'GET',
  url: '/Account/get_roles',
  summary: 'The company’s role names',
  tags: ['Roles'],
  async handler({ db, principal }) {
    const roles = await db
      .select({ uRolesId: companyRoles.id, role: companyRoles.role, dateCreated: companyRoles.dateCreated })
      .from(companyRoles)
      .where(eq(companyRoles.companyId, principal.companyId))
      .orderBy(asc(companyRoles.role));
    return { roles };
  },
});

export const createRoleRoute = routeSpec({
  method: 'POST',
  url: '/Account/create_role',
  summary: 'Add a role name',
  tags: ['Roles'],
  body: newRole,
  activity: 'Created a role',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const existing = await db
      .select({ id: companyRoles.id })
      .from(companyRoles)
      .where(
        and(
          eq(companyRoles.companyId, principal.companyId),
          sql`lower(${companyRoles.role}) = lower(${body.role})`,
        ),
      )
      .limit(1);
    if (existing.length > 0) {
      throw fieldError('role', 'A role with this name already exists.');
    }
    await db.insert(companyRoles).values({
      companyId: principal.companyId,
      role: body.role,
      userCreated: principal.uid,
      dateCreated: now,
    });
    recordActivity(`Created role ${body.role}`);
    return { status: 'Success', message: `Role ${body.role} created.` };
  },
});

export const deleteRoleRoute = routeSpec({
  method: 'GET',
  url: '/Account/delete_role',
  summary: 'Delete a role name',
  tags: ['Roles'],
  querystring: z.object({ roleId: z.uuid('roleId must be a UUID'), userId: z.string().optional() }),
  activity: 'Deleted a role',
  async handler({ db, principal, query, recordActivity }): Promise<StatusReply> {
    const [deleted] = await db
      .delete(companyRoles)
      .where(and(eq(companyRoles.companyId, principal.companyId), eq(companyRoles.id, query.roleId)))
      .returning({ role: companyRoles.role });
    if (!deleted) {
      throw notFound();
    }
    recordActivity(`Deleted role ${deleted.role}`);
    return { status: 'Success', message: `Role ${deleted.role} deleted.` };
  },
});
