import {
  type CheckoutInput,
  type CheckoutStarted,
  NotAnEvent,
  type PaymentEvent,
  type PaymentProvider,
  PaymentServiceUnavailable,
  type ServiceSubscription,
  type SubscriptionChange,
} from './payments.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address (a local fake in tests); default https://api.stripe.com. */
  apiUrl?: string | undefined;
  /** ISO currency of the prices. */
  currency?: string | undefined;
}

const DEFAULT_URL = 'https://api.stripe.com';

// biome-ignore lint/suspicious/noExplicitAny: a Stripe event's object is read field by field, defensively
type StripeObject = Record<string, any>;

const isObject = (v: unknown): v is StripeObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stripe's subscription states, as far as the product acts on them. */
const SERVICE_STATUS: Record<string, ServiceSubscription['status']> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
};

const unixDate = (s: unknown) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? String((v as { id: unknown }).id)
      : null;

/**
 * Stripe: a Checkout session for the first payment (a renewing subscription) and for one-off changes,
 * the customer portal for cards and cancelling, and the webhook events that report renewals, failures
 * and cancellations (https://docs.stripe.com/billing/subscriptions/webhooks).
 */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly baseUrl: string;

  constructor(
    private readonly config: StripeConfig,
    private readonly timeoutMs = 10_000,
  ) {
    this.baseUrl = (config.apiUrl || DEFAULT_URL).replace(/\/$/, '');
  }

  async startCheckout(input: CheckoutInput): Promise<CheckoutStarted> {
    const form = new URLSearchParams({
      mode: input.mode,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.paymentId,
      'metadata[paymentId]': input.paymentId,
      'metadata[companyId]': input.companyId,
      'metadata[invoiceNumber]': input.invoiceNumber,
      // A one-off carries its whole amount as one line.
      'line_items[0][quantity]': String(input.mode === 'payment' ? 1 : input.users),
      'line_items[0][price_data][currency]': this.config.currency ?? 'aud',
      'line_items[0][price_data][unit_amount]': String(input.unitAmountCents),
      'line_items[0][price_data][product_data][name]': input.productName,
      'line_items[0][price_data][product_data][description]': input.description,
    });
    if (input.mode === 'subscription') {
      form.set(
        'line_items[0][price_data][recurring][interval]',
        input.billed === 'Yearly' ? 'year' : 'month',
      );
      form.set('line_items[0][price_data][recurring][interval_count]', String(input.duration));
      form.set('subscription_data[metadata][companyId]', input.companyId);
    }
    if (input.customerId) {
      form.set('customer', input.customerId);
    } else if (input.customerEmail) {
      form.set('customer_email', input.customerEmail);
    }
    const session = await this.call('/v1/checkout/sessions', form, input.paymentId);
    if (typeof session.id !== 'string' || typeof session.url !== 'string') {
      throw new PaymentServiceUnavailable('Stripe answered a checkout session without id or url');
    }
    return { sessionId: session.id, url: session.url };
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await this.call(
      '/v1/billing_portal/sessions',
      new URLSearchParams({ customer: customerId, return_url: returnUrl }),
    );
    return typeof session.url === 'string' ? session.url : null;
  }

  /**
   * The subscription's item takes the new quantity and, when the package or its price changed, a new
   * price of the same product (Stripe: POST /v1/subscriptions/<id> with items[0][id]); no proration,
   * the product charged the difference itself through a one-off Checkout.
   */
  async updateSubscription(subscriptionId: string, change: SubscriptionChange): Promise<void> {
    const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`;
    const current = await this.call(path);
    const item: StripeObject | undefined = current.items?.data?.[0];
    if (!item?.id) {
      throw new PaymentServiceUnavailable(`Stripe answered subscription ${subscriptionId} without an item`);
    }
    const form = new URLSearchParams({
      'items[0][id]': String(item.id),
      'items[0][quantity]': String(change.users),
      proration_behavior: 'none',
    });
    const interval = change.billed === 'Yearly' ? 'year' : 'month';
    const price: StripeObject = item.price ?? {};
    if (
      price.unit_amount !== change.unitAmountCents ||
      price.recurring?.interval !== interval ||
      price.recurring?.interval_count !== change.duration
    ) {
      form.set('items[0][price_data][currency]', String(price.currency ?? this.config.currency ?? 'aud'));
      form.set('items[0][price_data][product]', String(idOf(price.product)));
      form.set('items[0][price_data][unit_amount]', String(change.unitAmountCents));
      form.set('items[0][price_data][recurring][interval]', interval);
      form.set('items[0][price_data][recurring][interval_count]', String(change.duration));
    }
    await this.call(path, form);
  }

  /** GET /v1/subscriptions/<id>: the product bills one item, whose quantity is the number of users. */
  async subscriptionAtService(subscriptionId: string): Promise<ServiceSubscription> {
    const current = await this.call(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
    const quantity = Number(current.items?.data?.[0]?.quantity);
    return {
      users: Number.isInteger(quantity) && quantity > 0 ? quantity : null,
      status: SERVICE_STATUS[String(current.status)] ?? 'unknown',
    };
  }

  readEvent(rawBody: string, signature: string | undefined, now: Date): PaymentEvent {
    verifyStripeSignature(this.config.webhookSecret, rawBody, signature, now);
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new NotAnEvent('The webhook body is not JSON');
    }
    // Signed but no event (null, a list, no id, type or object): refused, never half read.
    if (
      !isObject(event) ||
      typeof event.id !== 'string' ||
      !event.id ||
      typeof event.type !== 'string' ||
      !isObject(event.data) ||
      !isObject(event.data.object)
    ) {
      throw new NotAnEvent('The webhook body is not an event');
    }
    const id = event.id;
    const o: StripeObject = event.data.object;
    const acted = [
      'checkout.session.completed',
      'invoice.paid',
      'invoice.payment_failed',
      'customer.subscription.deleted',
      'customer.subscription.updated',
    ];
    if (acted.includes(event.type) && (typeof o.id !== 'string' || !o.id)) {
      throw new NotAnEvent(`The ${event.type} event names no object id`);
    }
    switch (event.type) {
      case 'checkout.session.completed':
        return {
          id,
          type: 'checkout_completed',
          sessionId: String(o.id),
          paymentId: o.client_reference_id ?? o.metadata?.paymentId ?? null,
          customerId: idOf(o.customer),
          subscriptionId: idOf(o.subscription),
        };
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const line = o.lines?.data?.[0]?.period ?? {};
        return {
          id,
          type: event.type === 'invoice.paid' ? 'invoice_paid' : 'invoice_failed',
          invoiceId: String(o.id),
          // Newer API versions move the subscription under parent.subscription_details.
          subscriptionId: idOf(o.subscription) ?? idOf(o.parent?.subscription_details?.subscription),
          amountCents: Number(event.type === 'invoice.paid' ? o.amount_paid : o.amount_due) || 0,
          billingReason: o.billing_reason ?? null,
          periodStart: unixDate(line.start ?? o.period_start),
          periodEnd: unixDate(line.end ?? o.period_end),
        };
      }
      case 'customer.subscription.deleted':
        return { id, type: 'subscription_cancelled', subscriptionId: String(o.id) };
      case 'customer.subscription.updated':
        return { id, type: 'subscription_updated', subscriptionId: String(o.id) };
      default:
        return { id, type: 'ignored', name: String(event.type) };
    }
  }

  /** One form-encoded POST (a GET without a form); PaymentServiceUnavailable on any failure. */
  private async call(path: string, form?: URLSearchParams, idempotencyKey?: string): Promise<StripeObject> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method: form ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${this.config.secretKey}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(form ? { body: form.toString() } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaymentServiceUnavailable(`Stripe did not answer: ${(error as Error).message}`);
    }
    const reply = (await res.json().catch(() => ({}))) as StripeObject;
    if (!res.ok) {
      throw new PaymentServiceUnavailable(`Stripe answered ${res.status}: ${reply.error?.message ?? ''}`);
    }
    return reply;
  }
}
