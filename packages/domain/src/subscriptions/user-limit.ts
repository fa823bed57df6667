import type { SubscriptionStatus } from './subscription-status.ts';

/** Roles that are not counted as users of a subscription: the people served and outside referrers. */
export const UNCOUNTED_ROLES: readonly string[] = ['Client', 'ServiceProvider'];

/** Whether an active sign-in of this role takes one of the subscription's users. */
export function countsAsSubscriptionUser(role: string): boolean {
  return !UNCOUNTED_ROLES.includes(role);
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
