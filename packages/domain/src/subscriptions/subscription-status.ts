/** The states of a company's subscription. */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the payment service (or the operator) reports about a subscription. */
export type SubscriptionEvent = 'paid' | 'payment_failed' | 'cancelled';

/**
 * The status after an event: a payment makes it active (a cancelled one too: paying again renews);
 * a failed payment makes a trial or an active subscription past due; cancelling is final until paid.
 */
export function subscriptionStatusAfter(
  current: SubscriptionStatus,
  event: SubscriptionEvent,
): SubscriptionStatus {
  switch (event) {
    case 'paid':
      return 'active';
    case 'payment_failed':
      return current === 'cancelled' ? 'cancelled' : 'past_due';
    case 'cancelled':
      return 'cancelled';
  }
}

/** The status as of `now`: a trial or an active period that has ended without payment is past due. */
export function effectiveSubscriptionStatus(
  sub: { status: SubscriptionStatus; periodEnd: Date },
  now: Date,
): SubscriptionStatus {
  if ((sub.status === 'trial' || sub.status === 'active') && now.getTime() >= sub.periodEnd.getTime()) {
    return 'past_due';
  }
  return sub.status;
}

/** The states of one payment. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
