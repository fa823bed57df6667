import { newUser, type StatusReply, userEdit } from '@care/domain';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { revokeTokens, SET_PASSWORD_PURPOSES } from '../auth/auth.api.ts';
import { linkUserToPerson } from '../people/people.api.ts';
import { assertRoomForRoleChange } from '../subscriptions/subscriptions.api.ts';
import { assertMayControl, assertMayGiveRole, assertMayManage } from './account-guards.ts';
import { createSignIn } from './create-sign-in.ts';
import { deleteUser, findUser, listUsers, updateUser } from './users.repo.ts';

const userIdQuery = z.object({ userId: z.uuid('userId must be a UUID') });

/** The Users screen: list, read, add, edit and delete sign-ins (spec 2 §7). */
export const getAllUsersRoute = routeSpec({
  method: 'GET',
  url: '/Account/get_all_users',
  summary: 'All sign-ins of the company',
  tags: ['Users'],
  handler: ({ db, principal }) => listUsers(db, principal.companyId),
});

export const getAUserRoute = routeSpec({
  method: 'GET',
  url: '/Account/get_a_user',
  summary: 'One sign-in',
  tags: ['Users'],
  querystring: userIdQuery,
  async handler({ db, principal, query }) {
    const user = await findUser(db, principal.companyId, query.userId);
    if (!user) {
      throw notFound();
    }
    return user;
  },
});

export const addUserRoute = routeSpec({
  method: 'POST',
  url: '/Account/add_user',
  summary: 'Create a sign-in with a password set by the admin; the user is mailed a confirmation link',
  tags: ['Users'],
  body: newUser,
  activity: 'Added a user',
  async handler({ deps, db, principal, body, now, recordActivity }): Promise<StatusReply> {
    assertMayGiveRole(principal, body.role);
    const userId = await createSignIn(
      db,
      deps,
      { ...body, companyId: principal.companyId, password: body.password },
      { userId: principal.uid },
      now,
    );
    // A sign-in for someone already on the books is linked to their record (same e-mail).
    const kind = (
      {
        Client: 'client',
        Staff: 'staff',
        Administrator: 'administrator',
        CompanyAdmin: 'administrator',
      } as const
    )[body.role as 'Client'];
    if (kind) {
      await linkUserToPerson(db, kind, principal.companyId, body.email, userId);
    }
    recordActivity(`Added user ${body.firstName} ${body.lastName} (${body.role})`);
    return { status: 'Success', message: `${body.firstName} ${body.lastName} was added.` };
  },
});

export const userEditRoute = routeSpec({
  method: 'POST',
  url: '/Account/user_edit/:id',
  summary: 'Edit a sign-in’s names, phone and role',
  tags: ['Users'],
  params: z.object({ id: z.uuid('The user id must be a UUID') }),
  body: userEdit,
  activity: 'Edited a user',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const user = await findUser(db, principal.companyId, params.id);
    if (!user) {
      throw notFound();
    }
    if (user.id === principal.uid && body.role !== user.role) {
      throw badRequest('You cannot change your own role.', { role: 'You cannot change your own role.' });
    }
    assertMayManage(principal, user);
    if (body.role !== user.role) {
      // A role change reshapes the account: only someone who controls it, to a role they hold.
      assertMayControl(principal, user);
      assertMayGiveRole(principal, body.role);
      // A link handed out under the old role must not open the account under the new one.
      await revokeTokens(db, user.id, SET_PASSWORD_PURPOSES, now);
      // A client's or provider's sign-in given a staff role takes one of the subscription's users.
      await assertRoomForRoleChange(db, principal.companyId, user, body.role);
    }
    await updateUser(db, principal.companyId, params.id, {
      ...body,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited user ${body.firstName} ${body.lastName}`);
    return { status: 'Success', message: 'User updated.' };
  },
});

export const deleteUserRoute = routeSpec({
  method: 'GET',
  url: '/Account/delete_user',
  summary: 'Delete a sign-in',
  tags: ['Users'],
  querystring: z.object({ id: z.uuid('id must be a UUID'), userId: z.string().optional() }),
  activity: 'Deleted a user',
  async handler({ db, principal, query, recordActivity }): Promise<StatusReply> {
    const user = await findUser(db, principal.companyId, query.id);
    if (!user) {
      throw notFound();
    }
    if (user.id === principal.uid) {
      throw badRequest('You cannot delete your own sign-in.');
    }
    // Deleting takes the account away: only someone who controls it may.
    assertMayControl(principal, user);
    await deleteUser(db, principal.companyId, query.id);
    recordActivity(`Deleted user ${user.fullName} (${user.email})`);
    return { status: 'Success', message: `${user.fullName} was deleted.` };
  },
});
