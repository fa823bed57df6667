import type { StatusReply } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { issueToken } from '../auth/auth.api.ts';
import { linkSentTo, mailTexts, queueMail } from '../mail/mail.api.ts';
import { assertMayControl, assertMayManage } from './account-guards.ts';
import { companyName } from './company-name.ts';
import { findUserByEmailInCompany } from './users.repo.ts';

const emailQuery = z.object({
  email: z.string().trim().email('Enter a valid email address'),
  userId: z.string().optional(),
});

/** Reset password and confirm user: each mails the user a one-time link (spec 2 §7). */
export const resetUserPasswordRoute = routeSpec({
  method: 'GET',
  url: '/Account/reset_user_password',
  summary: 'Mail the user a one-time link to choose a new password',
  tags: ['Users'],
  querystring: emailQuery,
  activity: 'Sent a password reset link',
  async handler({ deps, db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const user = await findUserByEmailInCompany(db, principal.companyId, query.email);
    if (!user) {
      throw notFound();
    }
    // The link sets the password: whoever may read it holds the account.
    assertMayControl(principal, user);
    const token = await issueToken(db, { id: user.id, companyId: principal.companyId }, 'reset', now);
    const mail = mailTexts.passwordReset({
      firstName: user.firstName,
      companyName: await companyName(db, principal.companyId),
      link: `${deps.config.publicUrl}/auth/set-password?token=${token}`,
    });
    await queueMail(db, deps, {
      companyId: principal.companyId,
      to: user.email,
      ...mail,
      userCreated: principal.uid,
    });
    recordActivity(`Sent a password reset link to ${user.email}`);
    return { status: 'Success', message: linkSentTo('A password reset link', user.email, deps.config) };
  },
});

export const confirmUserRoute = routeSpec({
  method: 'GET',
  url: '/Account/confirm_user',
  summary: 'Mail the user a one-time link to confirm their e-mail address',
  tags: ['Users'],
  querystring: emailQuery,
  activity: 'Sent an e-mail confirmation link',
  async handler({ deps, db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const user = await findUserByEmailInCompany(db, principal.companyId, query.email);
    if (!user) {
      throw notFound();
    }
    assertMayManage(principal, user);
    if (user.emailConfirmed) {
      return { status: 'Success', message: `${user.email} is already confirmed.` };
    }
    const token = await issueToken(db, { id: user.id, companyId: principal.companyId }, 'confirm', now);
    const mail = mailTexts.confirmEmail({
      firstName: user.firstName,
      companyName: await companyName(db, principal.companyId),
      link: `${deps.config.publicUrl}/auth/confirm-email?token=${token}`,
    });
    await queueMail(db, deps, {
      companyId: principal.companyId,
      to: user.email,
      ...mail,
      userCreated: principal.uid,
    });
    recordActivity(`Sent an e-mail confirmation link to ${user.email}`);
    return { status: 'Success', message: linkSentTo('A confirmation link', user.email, deps.config) };
  },
});
