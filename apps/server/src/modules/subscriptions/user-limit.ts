import {
  countsAsSubscriptionUser,
  type SubscriptionStatus,
  subscriptionUserCount,
  userLimitError,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { signInSeats } from '../users/users.api.ts';
import { findSubscription } from './subscriptions.repo.ts';

/**
 * The company's sign-ins that take one of its subscription's users, by the domain's one rule
 * (`subscriptionUserCount`), the rule the Users page counts its list by (issue 40 item 8).
 */
export const countedUsers = async (db: Queryable, companyId: string) =>
  subscriptionUserCount(await signInSeats(db, companyId));

/**
 * Refuses one more active sign-in of this role beyond the subscription's number of users (400, with
 * the way to change the subscription). The one check every creation and activation of a sign-in calls.
 */
export async function assertUserRoom(db: Queryable, companyId: string, role: string): Promise<void> {
  if (!countsAsSubscriptionUser(role)) {
    return;
  }
  const sub = await findSubscription(db, companyId, true);
  const message = userLimitError(
    sub ? { status: sub.status as SubscriptionStatus, users: sub.users } : null,
    sub ? await countedUsers(db, companyId) : 0,
  );
  if (message) {
    throw badRequest(message, { subscription: message });
  }
}

/**
 * A role change of an active sign-in from a role the subscription does not count (a client, a
 * service provider) to one it counts takes one more of its users: checked like a new sign-in.
 */
export async function assertRoomForRoleChange(
  db: Queryable,
  companyId: string,
  account: { isActive: boolean; role: string },
  toRole: string,
): Promise<void> {
  if (account.isActive && !countsAsSubscriptionUser(account.role)) {
    await assertUserRoom(db, companyId, toRole);
  }
}
