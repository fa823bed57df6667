import { changePasswordRequest, type StatusReply } from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findUserByEmail, updatePassword } from './auth.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** POST /Account/change_password (spec 3 §7.6): a success ends every session of the user. */
export const changePasswordRoute = routeSpec({
  method: 'POST',
  url: '/Account/change_password',
  summary: 'Change the signed-in user’s password',
  tags: ['Account'],
  body: changePasswordRequest,
  activity: 'Changed password',
  async handler({ body, db, principal, now }): Promise<StatusReply> {
    if (body.email.trim().toLowerCase() !== principal.email.toLowerCase()) {
      throw fieldError('email', 'You can only change your own password.');
    }
    const user = await findUserByEmail(db, principal.email);
    if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) {
      throw fieldError('oldPassword', 'The old password is not correct.');
    }
    if (body.password === body.oldPassword) {
      throw fieldError('password', 'The new password must be different from the old one.');
    }
    await updatePassword(db, user.id, await hashPassword(body.password), now);
    return { status: 'Success', message: 'Password changed. Please sign in with your new password.' };
  },
});
