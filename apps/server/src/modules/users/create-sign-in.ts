import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { fieldError } from '../../http/errors.ts';
import { hashPassword, issueToken } from '../auth/auth.api.ts';
import { mailTexts, type OutboxAttachment, queueMail } from '../mail/mail.api.ts';
import { assertUserRoom } from '../subscriptions/subscriptions.api.ts';
import { companyName } from './company-name.ts';
import { emailInUse, insertUser } from './users.repo.ts';

export const EMAIL_IN_USE = 'A person with this email already exists.';

export interface NewSignIn {
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  role: string;
  /** Set by the admin (Users screen); without it the person chooses one through the invitation link. */
  password?: string;
  attachments?: OutboxAttachment[];
}

/**
 * Creates a person's sign-in and mails them: an invitation with a one-time link to choose their
 * password (offer letter and forms attached), or, when the admin set a password, a welcome with a
 * link to confirm the e-mail address. Refuses an e-mail that is already in use, and a user beyond the
 * subscription's number of users.
 */
export async function createSignIn(
  db: Queryable,
  deps: AppDeps,
  input: NewSignIn,
  actor: { userId: string | null },
  now: Date,
): Promise<string> {
  if (await emailInUse(db, input.companyId, input.email, 'signIns')) {
    throw fieldError('email', EMAIL_IN_USE);
  }
  await assertUserRoom(db, input.companyId, input.role);
  const userId = await insertUser(db, {
    companyId: input.companyId,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    role: input.role,
    passwordHash: await hashPassword(input.password ?? randomBytes(32).toString('base64url')),
    userCreated: actor.userId,
    dateCreated: now,
  });
  const company = await companyName(db, input.companyId);
  const base = deps.config.publicUrl;
  const user = { id: userId, companyId: input.companyId };
  const mail = input.password
    ? mailTexts.accountCreated({
        firstName: input.firstName,
        companyName: company,
        role: input.role,
        signInUrl: `${base}/auth/sign-in`,
        confirmLink: `${base}/auth/confirm-email?token=${await issueToken(db, user, 'confirm', now)}`,
      })
    : mailTexts.invitation({
        firstName: input.firstName,
        companyName: company,
        role: input.role,
        link: `${base}/auth/set-password?token=${await issueToken(db, user, 'invite', now)}`,
        hasAttachments: (input.attachments ?? []).length > 0,
      });
  await queueMail(db, deps, {
    companyId: input.companyId,
    to: input.email,
    ...mail,
    attachments: input.attachments,
    userCreated: actor.userId,
  });
  return userId;
}
