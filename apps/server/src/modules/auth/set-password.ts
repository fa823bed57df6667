import { type StatusReply, setPasswordRequest } from '@care/domain';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { publicRouteSpec } from '../../http/route.ts';
import { confirmEmail, setPasswordFromLink } from '../users/users.api.ts';
import { consumeToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';

const EXPIRED = 'This link has expired or was already used. Ask your administrator for a new one.';

/** The public ends of the one-time links: set a password (invitation, reset) and confirm an e-mail. */
export const setPasswordRoute = publicRouteSpec({
  method: 'POST',
  url: '/Account/set_password',
  summary: 'Set a password through an invitation or reset link',
  tags: ['Account'],
  body: setPasswordRequest,
  activity: 'Set password through a one-time link',
  async handler({ db, body, now, recordActivity }): Promise<StatusReply> {
    const used = await consumeToken(db, body.token, ['invite', 'reset'], now);
    if (!used) {
      throw badRequest(EXPIRED, { token: EXPIRED });
    }
    const user = await setPasswordFromLink(db, used.userId, await hashPassword(body.password), now);
    recordActivity(
      used.purpose === 'invite' ? 'Accepted the invitation and set a password' : 'Reset password',
      {
        companyId: used.companyId,
        userId: used.userId,
        user: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
      },
    );
    return { status: 'Success', message: 'Your password is set. You can sign in now.' };
  },
});

export const confirmEmailRoute = publicRouteSpec({
  method: 'POST',
  url: '/Account/confirm_email',
  summary: 'Confirm an e-mail address through a confirmation link',
  tags: ['Account'],
  body: z.object({ token: z.string().min(10, 'This link is not valid') }),
  activity: 'Confirmed e-mail address',
  async handler({ db, body, now, recordActivity }): Promise<StatusReply> {
    const used = await consumeToken(db, body.token, ['confirm', 'invite'], now);
    if (!used) {
      throw badRequest(EXPIRED, { token: EXPIRED });
    }
    const user = await confirmEmail(db, used.userId, now);
    recordActivity('Confirmed e-mail address', {
      companyId: used.companyId,
      userId: used.userId,
      user: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
    });
    return { status: 'Success', message: 'Your e-mail address is confirmed.' };
  },
});
