import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, signedEvent, startFakeStripe } from './fake-stripe-server.ts';
import { BadSignature, NotAnEvent, PaymentServiceUnavailable } from './payments.ts';
import { StripePayments } from './stripe-payments.ts';
import { signStripePayload, verifyStripeSignature } from './stripe-signature.ts';

const now = new Date('2026-11-22T01:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('verifyStripeSignature', () => {
  const body = '{"id":"evt_1"}';
  it('accepts the documented scheme, HMAC-SHA256(secret, t + "." + body), among several v1 values', () => {
    const good = signStripePayload('whsec_x', body, t);
    expect(() => verifyStripeSignature('whsec_x', body, good, now)).not.toThrow();
    const rolled = `t=${t},v1=${'0'.repeat(64)},${good.split(',')[1]}`;
    expect(() => verifyStripeSignature('whsec_x', body, rolled, now)).not.toThrow();
  });
  it('refuses another secret, a changed body, no header, and a time beyond five minutes', () => {
    const good = signStripePayload('whsec_x', body, t);
    expect(() => verifyStripeSignature('whsec_y', body, good, now)).toThrow(BadSignature);
    expect(() => verifyStripeSignature('whsec_x', `${body} `, good, now)).toThrow(BadSignature);
    expect(() => verifyStripeSignature('whsec_x', body, undefined, now)).toThrow(BadSignature);
    const old = signStripePayload('whsec_x', body, t - 301);
    expect(() => verifyStripeSignature('whsec_x', body, old, now)).toThrow(/tolerance/);
    expect(() => verifyStripeSignature('whsec_x', body, `t=${t}`, now)).toThrow(BadSignature);
  });
});

describe('StripePayments against the local fake', () => {
  let fake: FakeStripe;
  let stripe: StripePayments;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripePayments({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    });
  });
  afterAll(() => fake.close());

  const input = {
    paymentId: '11111111-1111-4111-8111-111111111111',
    invoiceNumber: 'SUB-1',
    companyId: 'c1',
    customerEmail: 'owner@example.com',
    customerId: null,
    productName: 'Standard (15 users)',
    description: 'Standard for 15 users',
    users: 15,
    unitAmountCents: 1800,
    amountCents: 27000,
    billed: 'Monthly' as const,
    duration: 1,
    mode: 'subscription' as const,
    successUrl: 'http://care.test/app/payment-response/1?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://care.test/app/payment-response/1?cancelled=true',
  };

  it('creates a subscription Checkout session: 15 × the per-user price, monthly', async () => {
    const started = await stripe.startCheckout(input);
    expect(started.url).toBe(`${fake.url}/pay/${started.sessionId}`);
    const form = fake.sessions.get(started.sessionId as string)?.form;
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('line_items[0][quantity]')).toBe('15');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('1800');
    expect(form?.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form?.get('client_reference_id')).toBe(input.paymentId);
  });

  it('sends a one-off change as a single line', async () => {
    const started = await stripe.startCheckout({ ...input, mode: 'payment', unitAmountCents: 3600 });
    const form = fake.sessions.get(started.sessionId as string)?.form;
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.has('line_items[0][price_data][recurring][interval]')).toBe(false);
  });

  it('says the service is unavailable on a refusal or a wrong key', async () => {
    fake.fail = true;
    await expect(stripe.startCheckout(input)).rejects.toThrow(PaymentServiceUnavailable);
    fake.fail = false;
    const wrong = new StripePayments({ secretKey: 'sk_wrong', webhookSecret: 'x', apiUrl: fake.url });
    await expect(wrong.startCheckout(input)).rejects.toThrow(/401/);
  });

  it('reads the users and the state of a subscription now, as the fake holds it; none without a quantity', async () => {
    const started = await stripe.startCheckout(input);
    const id = fake.sessions.get(started.sessionId as string)?.subscription as string;
    expect(await stripe.subscriptionAtService(id)).toEqual({ users: 15, status: 'unknown' });
    const sub = fake.subscriptions.get(id);
    if (!sub) {
      throw new Error('The checkout made no subscription');
    }
    sub.quantity = 20;
    sub.status = 'active';
    expect(await stripe.subscriptionAtService(id)).toEqual({ users: 20, status: 'active' });
    sub.quantity = 0;
    sub.status = 'past_due';
    expect(await stripe.subscriptionAtService(id)).toEqual({ users: null, status: 'past_due' });
    sub.status = 'canceled';
    expect((await stripe.subscriptionAtService(id)).status).toBe('cancelled');
    fake.fail = true;
    await expect(stripe.subscriptionAtService(id)).rejects.toThrow(PaymentServiceUnavailable);
    fake.fail = false;
  });

  it('refuses a signed body that is no event (null, a list, no id, type or object) as NotAnEvent', () => {
    const signed = (body: string) => signStripePayload(fake.webhookSecret, body, t);
    for (const body of [
      'null',
      '[]',
      '"evt"',
      '42',
      'not json',
      '{}',
      '{"id":"evt_1","type":"invoice.paid"}',
      '{"id":"evt_1","type":"invoice.paid","data":null}',
      '{"id":"evt_1","type":"invoice.paid","data":{"object":null}}',
      '{"id":"evt_1","type":"invoice.paid","data":{"object":{}}}',
      '{"id":7,"type":"invoice.paid","data":{"object":{"id":"in_1"}}}',
      '{"id":"evt_1","type":null,"data":{"object":{"id":"in_1"}}}',
    ]) {
      expect(() => stripe.readEvent(body, signed(body), now), body).toThrow(NotAnEvent);
    }
    // The signature is still checked first.
    expect(() => stripe.readEvent('null', undefined, now)).toThrow(BadSignature);
  });

  it('reads the five events it acts on, the newer invoice shape included, and ignores others', () => {
    const read = (type: string, object: Record<string, unknown>) => {
      const e = signedEvent(fake.webhookSecret, type, object, now.getTime(), 'evt_1');
      return stripe.readEvent(e.body, e.signature, now);
    };
    expect(
      read('checkout.session.completed', {
        id: 'cs_1',
        client_reference_id: 'p1',
        customer: 'cus_1',
        subscription: 'sub_1',
      }),
    ).toEqual({
      id: 'evt_1',
      type: 'checkout_completed',
      sessionId: 'cs_1',
      paymentId: 'p1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    });
    expect(
      read('invoice.paid', {
        id: 'in_1',
        parent: { subscription_details: { subscription: 'sub_1' } },
        amount_paid: 27000,
        billing_reason: 'subscription_cycle',
        lines: { data: [{ period: { start: t, end: t + 86400 } }] },
      }),
    ).toMatchObject({ type: 'invoice_paid', subscriptionId: 'sub_1', amountCents: 27000, periodStart: now });
    expect(
      read('invoice.payment_failed', { id: 'in_2', subscription: 'sub_1', amount_due: 500 }),
    ).toMatchObject({
      type: 'invoice_failed',
      amountCents: 500,
    });
    expect(read('customer.subscription.deleted', { id: 'sub_1' })).toMatchObject({
      type: 'subscription_cancelled',
    });
    expect(
      read('customer.subscription.updated', { id: 'sub_1', items: { data: [{ quantity: 20 }] } }),
    ).toEqual({ id: 'evt_1', type: 'subscription_updated', subscriptionId: 'sub_1' });
    expect(read('customer.created', { id: 'cus_1' })).toMatchObject({
      type: 'ignored',
      name: 'customer.created',
    });
  });
});

describe('the fake’s checkout page', () => {
  it('shows the order with a Pay button; paying sends the signed webhooks and returns to the success URL', async () => {
    const received: { body: string; signature: string }[] = [];
    const product = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['stripe-signature']) });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => product.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(product.address() as AddressInfo).port}/api/Payments/webhook`;
    const fake = await startFakeStripe({ webhookUrl });
    try {
      const stripe = new StripePayments({
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
        apiUrl: fake.url,
      });
      const started = await stripe.startCheckout({
        paymentId: 'p-1',
        invoiceNumber: 'SUB-1',
        companyId: 'c1',
        customerEmail: null,
        customerId: null,
        productName: 'Standard (15 users)',
        description: 'Standard for 15 users',
        users: 15,
        unitAmountCents: 1800,
        amountCents: 27000,
        billed: 'Monthly',
        duration: 1,
        mode: 'subscription',
        successUrl: 'http://care.test/app/payment-response/p-1?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://care.test/app/payment-response/p-1?cancelled=true',
      });
      const page = await (await fetch(started.url)).text();
      expect(page).toContain('Total <strong>$270.00</strong> AUD');
      expect(page).toContain('<button type="submit">Pay</button>');
      expect(received).toHaveLength(0);
      const paid = await fetch(started.url, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(
        `http://care.test/app/payment-response/p-1?session_id=${started.sessionId}`,
      );
      const events = received.map((r) => stripe.readEvent(r.body, r.signature, new Date(fake.clock.ms)));
      expect(events.map((e) => e.type)).toEqual(['checkout_completed', 'invoice_paid']);
      expect(events[0]).toMatchObject({ paymentId: 'p-1', sessionId: started.sessionId });
      expect(events[1]).toMatchObject({ billingReason: 'subscription_create', amountCents: 27000 });
      // Paying again (a reload of the POST) sends nothing more.
      await fetch(started.url, { method: 'POST', redirect: 'manual' });
      expect(received).toHaveLength(2);
    } finally {
      await fake.close();
      await new Promise<void>((resolve) => product.close(() => resolve()));
    }
  });
});
