import type { BillingCycle, ServiceSubscriptionStatus } from '@care/domain';

/** What a payment is for, as the payment service shows it on its checkout page. */
export interface CheckoutInput {
  paymentId: string;
  invoiceNumber: string;
  companyId: string;
  customerEmail: string | null;
  /** An existing customer at the payment service (a company that paid before). */
  customerId: string | null;
  productName: string;
  description: string;
  users: number;
  /** One user's price for the whole billing interval (duration × the period's price), in cents. */
  unitAmountCents: number;
  amountCents: number;
  billed: BillingCycle;
  duration: number;
  /** subscription: the first payment of a renewing subscription; payment: a one-off (a change of users). */
  mode: 'subscription' | 'payment';
  /** Where the payment service sends the browser back (`{CHECKOUT_SESSION_ID}` is filled in by Stripe). */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutStarted {
  /** The payment service's session id; null for the offline default. */
  sessionId: string | null;
  /** Where the browser goes to pay: an outside page, or the product's own result page (offline). */
  url: string;
}

/** What a renewing subscription bills from its next renewal. */
export interface SubscriptionChange {
  users: number;
  /** One user's price for the whole billing interval, in cents. */
  unitAmountCents: number;
  billed: BillingCycle;
  duration: number;
}

/** A payment service event, reduced to what the product acts on. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout_completed';
      sessionId: string;
      paymentId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | {
      id: string;
      type: 'invoice_paid' | 'invoice_failed';
      invoiceId: string;
      subscriptionId: string | null;
      amountCents: number;
      /** subscription_create for the first invoice (already paid through checkout). */
      billingReason: string | null;
      periodStart: Date | null;
      periodEnd: Date | null;
    }
  | { id: string; type: 'subscription_cancelled'; subscriptionId: string }
  /** The subscription changed at the service (its own portal, or the product's own update echoed). */
  | { id: string; type: 'subscription_updated'; subscriptionId: string }
  | { id: string; type: 'ignored'; name: string };

/** The webhook's signature did not match (or is too old): the request is refused with 400. */
export class BadSignature extends Error {}

/** A signed webhook body that is not an event (null, a list, no id or type, no object): a 400. */
export class NotAnEvent extends Error {}

/** A renewing subscription as the service holds it now. */
export interface ServiceSubscription {
  /** Its item's quantity; null when it has none. */
  users: number | null;
  status: ServiceSubscriptionStatus;
}

/** The payment service failed or refused; the product says so and nothing is saved. */
export class PaymentServiceUnavailable extends Error {}

/**
 * Payments for the company's subscription (issue 31): the offline default (an invoice the operator
 * confirms by hand) or Stripe (Checkout, the customer portal and signed webhooks).
 */
export interface PaymentProvider {
  readonly name: 'offline' | 'stripe';
  startCheckout(input: CheckoutInput): Promise<CheckoutStarted>;
  /** Stripe's customer portal for the customer (card, invoices, cancel); null when there is none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /**
   * A change of users or package that took effect: the renewing subscription at the service now bills
   * `users` × `unitAmountCents` from its next renewal (no proration: the product charged the difference).
   * The offline default has nothing to update.
   */
  updateSubscription(subscriptionId: string, change: SubscriptionChange): Promise<void>;
  /**
   * The subscription as the service holds it now: the users it bills (its item's quantity) and its
   * state. Read when an event says it changed, was renewed or failed: events may come out of order.
   */
  subscriptionAtService(subscriptionId: string): Promise<ServiceSubscription>;
  /** The event of a signed webhook body; BadSignature when it is not the service's, NotAnEvent when it is no event. */
  readEvent(rawBody: string, signature: string | undefined, now: Date): PaymentEvent;
}
