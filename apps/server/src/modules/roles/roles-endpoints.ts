import { newRole, type StatusReply } from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { deleteRole, insertRole, listRoles, roleExists } from './roles.repo.ts';

export const getRolesRoute = routeSpec({
  method: 'GET',
  url: '/Account/get_roles',
  summary: 'The company’s role names',
  tags: ['Roles'],
  async handler({ db, principal }) {
    return { roles: await listRoles(db, principal.companyId) };
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
    if (await roleExists(db, principal.companyId, body.role)) {
      throw fieldError('role', 'A role with this name already exists.');
    }
    await insertRole(db, {
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
    const deleted = await deleteRole(db, principal.companyId, query.roleId);
    if (!deleted) {
      throw notFound();
    }
    recordActivity(`Deleted role ${deleted.role}`);
    return { status: 'Success', message: `Role ${deleted.role} deleted.` };
  },
});
