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
  const user = { id: userId, companyId: input.companyId };
  if (input.password) {
    const base = deps.config.publicUrl;
    await queueMail(db, deps, {
      companyId: input.companyId,
      to: input.email,
      ...mailTexts.accountCreated({
        firstName: input.firstName,
        companyName: await companyName(db, input.companyId),
        role: input.role,
        signInUrl: `${base}/auth/sign-in`,
        confirmLink: `${base}/auth/confirm-email?token=${await issueToken(db, user, 'confirm', now)}`,
      }),
      userCreated: actor.userId,
    });
  } else {
    await mailInvitation(db, deps, { ...user, ...input }, actor, now);
  }
  return userId;
}

/**
 * Mails a sign-in the invitation: a one-time link (3 days) to choose their password, which voids
 * any earlier set-password link. Used when a sign-in is made, and to invite again (a participant
 * invited to the portal a second time gets a new link, never a second sign-in).
 */
export async function mailInvitation(
  db: Queryable,
  deps: Pick<AppDeps, 'config' | 'mailTransport'>,
  user: {
    id: string;
    companyId: string;
    email: string;
    firstName: string;
    role: string;
    attachments?: OutboxAttachment[];
  },
  actor: { userId: string | null },
  now: Date,
): Promise<void> {
  const token = await issueToken(db, { id: user.id, companyId: user.companyId }, 'invite', now);
  await queueMail(db, deps, {
    companyId: user.companyId,
    to: user.email,
    ...mailTexts.invitation({
      firstName: user.firstName,
      companyName: await companyName(db, user.companyId),
      role: user.role,
      link: `${deps.config.publicUrl}/auth/set-password?token=${token}`,
      hasAttachments: (user.attachments ?? []).length > 0,
    }),
    attachments: user.attachments,
    userCreated: actor.userId,
  });
}
