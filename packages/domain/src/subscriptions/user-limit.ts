import type { SubscriptionStatus } from './subscription-status.ts';

/** Roles that are not counted as users of a subscription: the people served and outside referrers. */
export const UNCOUNTED_ROLES: readonly string[] = ['Client', 'ServiceProvider'];

/** Whether an active sign-in of this role takes one of the subscription's users. */
export function countsAsSubscriptionUser(role: string): boolean {
  return !UNCOUNTED_ROLES.includes(role);
}

/** Why a sign-in is or is not one of the subscription's users: the Users page says it on each row. */
export type SubscriptionSeat = 'counted' | 'inactive' | 'notCounted';

/**
 * The one rule of who takes one of the subscription's users (issue 40 item 8): an active sign-in of
 * a role the subscription counts (the owner, administrators, staff, auditors, care managers). An
 * inactive sign-in, a client's and a service provider's do not. The subscription's "N of M users
 * active" and the Users page's count both come from here.
 */
export function subscriptionSeatOf(user: { role: string; isActive: boolean }): SubscriptionSeat {
  if (!countsAsSubscriptionUser(user.role)) {
    return 'notCounted';
  }
  return user.isActive ? 'counted' : 'inactive';
}

/** How many of these sign-ins take one of the subscription's users. */
export function subscriptionUserCount(users: readonly { role: string; isActive: boolean }[]): number {
  return users.filter((u) => subscriptionSeatOf(u) === 'counted').length;
}

/**
 * Privileges (claims) are the office's: a sign-in the subscription does not count (a client, a
 * service provider) cannot hold them, or it would do an office user's work without taking a user.
 */
export const CLAIMS_NOT_FOR_ROLE = (role: string) =>
  `A ${role === 'ServiceProvider' ? 'service provider' : role.toLowerCase()} sign-in cannot hold privileges: they are for the provider’s own users, whom the subscription counts. Give it a staff or office role first (Users, Edit).`;

/** The claims that count for a sign-in of this role: none for a role the subscription does not count. */
export function claimsInForce(role: string, claims: readonly string[]): string[] {
  return countsAsSubscriptionUser(role) ? [...claims] : [];
}

export const USER_LIMIT_REACHED = (allowed: number) =>
  `The subscription allows ${allowed} active users and all are in use: change the subscription (Subscription page) to add more.`;
export const SUBSCRIPTION_CANCELLED =
  'The subscription is cancelled: subscribe again (Subscription page) to add active users.';

/**
 * Whether one more active user may be added, and if not why. A company without a subscription
 * (made before subscriptions existed, or by the operator) is not limited.
 */
export function userLimitError(
  sub: { status: SubscriptionStatus; users: number } | null,
  activeUsers: number,
): string | null {
  if (!sub) {
    return null;
  }
  if (sub.status === 'cancelled') {
    return SUBSCRIPTION_CANCELLED;
  }
  return activeUsers + 1 > sub.users ? USER_LIMIT_REACHED(sub.users) : null;
}
