import type { Queryable } from '../../db/client.ts';
import { revokeTokens, SET_PASSWORD_PURPOSES } from '../auth/auth.api.ts';
import { updateUser } from './users.repo.ts';

/**
 * A person's record was corrected (issue 40 item 8): their sign-in follows. The names change; a new
 * e-mail is the one they sign in with from now on, not yet confirmed, and any set-password or reset
 * link mailed to the old address stops working. Their password and sessions are kept.
 */
export async function correctSignIn(
  db: Queryable,
  o: {
    companyId: string;
    userId: string;
    firstName: string;
    lastName: string;
    /** Set when the e-mail changed. */
    email?: string;
    actorId: string;
    now: Date;
  },
): Promise<void> {
  await updateUser(db, o.companyId, o.userId, {
    firstName: o.firstName,
    lastName: o.lastName,
    ...(o.email ? { email: o.email, emailConfirmed: false } : {}),
    dateModified: o.now,
    userModified: o.actorId,
  });
  if (o.email) {
    await revokeTokens(db, o.userId, SET_PASSWORD_PURPOSES, o.now);
  }
}
