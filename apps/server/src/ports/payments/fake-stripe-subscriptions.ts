// The fake's Checkout sessions and subscriptions: what it keeps, how it answers a read, and how an
// update changes a subscription (refused as Stripe refuses it).
import { randomUUID } from 'node:crypto';

/** A Checkout session as the fake keeps it: the form it was made from, paid or not. */
export interface FakeSession {
  id: string;
  form: URLSearchParams;
  completed: boolean;
  customer: string;
  subscription: string | null;
}

/** A subscription as the fake keeps it: one item (the product's per-user price × quantity). */
export interface FakeSubscription {
  id: string;
  customer: string;
  /** Stripe's states: incomplete until the checkout is paid; past_due after a failed renewal. */
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  itemId: string;
  product: string;
  quantity: number;
  unitAmount: number;
  currency: string;
  interval: string;
  intervalCount: number;
  /** Every update's form, in order (what the product asked Stripe to change). */
  updates: URLSearchParams[];
}

/** A short random id part, as Stripe's ids have after their prefix. */
export const short = () => randomUUID().replaceAll('-', '').slice(0, 14);

/** A subscription as Stripe's `/v1/subscriptions/<id>` answers it. */
export function subscriptionJson(s: FakeSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    items: {
      object: 'list',
      data: [
        {
          id: s.itemId,
          object: 'subscription_item',
          quantity: s.quantity,
          price: {
            object: 'price',
            product: s.product,
            unit_amount: s.unitAmount,
            currency: s.currency,
            recurring: { interval: s.interval, interval_count: s.intervalCount },
          },
        },
      ],
    },
  };
}

/** The subscription a Checkout session in subscription mode makes, not yet paid. */
export function checkoutSubscription(id: string, customer: string, form: URLSearchParams): FakeSubscription {
  return {
    id,
    customer,
    status: 'incomplete',
    itemId: `si_${short()}`,
    product: `prod_${short()}`,
    quantity: Number(form.get('line_items[0][quantity]')),
    unitAmount: Number(form.get('line_items[0][price_data][unit_amount]')),
    currency: form.get('line_items[0][price_data][currency]') ?? 'aud',
    interval: form.get('line_items[0][price_data][recurring][interval]') ?? 'month',
    intervalCount: Number(form.get('line_items[0][price_data][recurring][interval_count]') ?? 1),
    updates: [],
  };
}

/** A subscription update (quantity, or the price of its one item); the message when it is refused. */
export function updateSubscription(sub: FakeSubscription, form: URLSearchParams): string | null {
  if (form.has('items[0][id]') && form.get('items[0][id]') !== sub.itemId) {
    return `No such subscription item: '${form.get('items[0][id]')}'`;
  }
  const quantity = form.get('items[0][quantity]');
  if (quantity !== null) {
    if (!/^[1-9][0-9]*$/.test(quantity)) {
      return 'Invalid integer: items[0][quantity]';
    }
    sub.quantity = Number(quantity);
  }
  const unit = form.get('items[0][price_data][unit_amount]');
  if (unit !== null) {
    if (form.get('items[0][price_data][product]') !== sub.product) {
      return 'items[0][price_data][product] must be the product id';
    }
    sub.unitAmount = Number(unit);
    sub.interval = form.get('items[0][price_data][recurring][interval]') ?? sub.interval;
    sub.intervalCount = Number(
      form.get('items[0][price_data][recurring][interval_count]') ?? sub.intervalCount,
    );
  }
  sub.updates.push(form);
  return null;
}
