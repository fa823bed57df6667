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

/** A renewing subscription's state as the payment service holds it now (Stripe's status, reduced). */
export type ServiceSubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'unknown';

/**
 * The status after a renewal invoice was paid or failed. The payment service does not promise the
 * order of its events, so the subscription as it holds it now decides, not the event: a failure that
 * arrives after the retry was paid leaves it active, and an old invoice's payment does not revive a
 * cancelled subscription (cancelling is final until paid again through a new checkout). Only when the
 * service's state says nothing does the event decide.
 */
export function statusAfterRenewal(
  current: SubscriptionStatus,
  service: ServiceSubscriptionStatus,
  invoice: 'paid' | 'payment_failed',
): SubscriptionStatus {
  if (current === 'cancelled' || service === 'cancelled') {
    return 'cancelled';
  }
  if (service === 'active' || service === 'past_due') {
    return service;
  }
  return subscriptionStatusAfter(current, invoice);
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
