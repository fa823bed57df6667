// The fake's billing of a renewing subscription, as Stripe's own: a renewal invoice paid or failed, a
// failed one paid on a later try, and a cancellation. Each changes the subscription at once (what
// GET /v1/subscriptions/<id> answers) and emits its event; with `fake.hold` the events wait, to be
// released in any order (Stripe does not promise the order of its events).
import type { FakeStripe } from './fake-stripe-server.ts';
import { short } from './fake-stripe-subscriptions.ts';

/** A renewal invoice as the fake keeps it. */
export interface FakeInvoice {
  id: string;
  subscription: string;
  paid: boolean;
  amount: number;
  period: { start: number; end: number };
}

const invoices = new WeakMap<FakeStripe, Map<string, FakeInvoice>>();
const invoicesOf = (fake: FakeStripe) => {
  const known = invoices.get(fake) ?? new Map<string, FakeInvoice>();
  invoices.set(fake, known);
  return known;
};

const subscriptionOf = (fake: FakeStripe, id: string) => {
  const sub = fake.subscriptions.get(id);
  if (!sub) {
    throw new Error(`The fake has no subscription ${id}`);
  }
  return sub;
};

function invoiceObject(fake: FakeStripe, invoice: FakeInvoice) {
  const sub = subscriptionOf(fake, invoice.subscription);
  return {
    id: invoice.id,
    object: 'invoice',
    customer: sub.customer,
    subscription: sub.id,
    billing_reason: 'subscription_cycle',
    status: invoice.paid ? 'paid' : 'open',
    amount_due: invoice.amount,
    amount_paid: invoice.paid ? invoice.amount : 0,
    lines: { data: [{ period: invoice.period }] },
  };
}

/** Stripe's state of the subscription after an invoice's payment or failure. */
function settle(fake: FakeStripe, invoice: FakeInvoice, paid: boolean) {
  const sub = subscriptionOf(fake, invoice.subscription);
  invoice.paid = paid;
  if (sub.status !== 'canceled') {
    sub.status = paid ? 'active' : 'past_due';
  }
  return fake.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceObject(fake, invoice));
}

/**
 * The next renewal of the subscription (a period from the fake's clock unless given), paid or failed.
 * Answers the invoice's id.
 */
export async function renewFakeSubscription(
  fake: FakeStripe,
  subscriptionId: string,
  outcome: 'paid' | 'failed',
  period?: { start: number; end: number },
): Promise<string> {
  const sub = subscriptionOf(fake, subscriptionId);
  const start = Math.floor(fake.clock.ms / 1000);
  const invoice: FakeInvoice = {
    id: `in_${short()}`,
    subscription: sub.id,
    paid: false,
    amount: sub.unitAmount * sub.quantity,
    period: period ?? { start, end: start + 31 * 86_400 },
  };
  invoicesOf(fake).set(invoice.id, invoice);
  await settle(fake, invoice, outcome === 'paid');
  return invoice.id;
}

/** Stripe tries a failed invoice again (smart retries, or the customer's new card). */
export async function retryFakeInvoice(fake: FakeStripe, invoiceId: string, outcome: 'paid' | 'failed') {
  const invoice = invoicesOf(fake).get(invoiceId);
  if (!invoice) {
    throw new Error(`The fake has no invoice ${invoiceId}`);
  }
  await settle(fake, invoice, outcome === 'paid');
}

/** The subscription is cancelled (the customer portal, or the failed payments' last try). */
export async function cancelFakeSubscription(fake: FakeStripe, subscriptionId: string) {
  const sub = subscriptionOf(fake, subscriptionId);
  sub.status = 'canceled';
  await fake.emit('customer.subscription.deleted', {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: 'canceled',
  });
}
