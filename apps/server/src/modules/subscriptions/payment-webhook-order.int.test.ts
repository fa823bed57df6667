import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelFakeSubscription,
  renewFakeSubscription,
  retryFakeInvoice,
} from '../../ports/payments/fake-stripe-billing.ts';
import type { FakeStripe } from '../../ports/payments/fake-stripe-server.ts';
import { signStripePayload } from '../../ports/payments/stripe-signature.ts';
import {
  get,
  type PaymentsHarness,
  packagesOf,
  paidThroughCheckout,
  stripeHarness,
  webhook,
} from './subscriptions.test-kit.ts';

// Stripe does not promise the order of its events (issue 37, item 8): the fake makes the renewals,
// retries and cancellations, holds their events and sends them to the listening app in another order.
let x: PaymentsHarness;
let fake: FakeStripe;
beforeAll(async () => {
  x = await stripeHarness();
  fake = x.fake as FakeStripe;
  await x.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `http://127.0.0.1:${(x.app.server.address() as AddressInfo).port}/api/Payments/webhook`;
});
afterAll(async () => {
  await x.app.close();
  await fake.close();
});

/** Sends the held events in the given order, signed at the app's time. */
async function release(order: number[]) {
  fake.clock.ms = x.clock.now().getTime();
  fake.hold = false;
  await fake.release(order);
}

const renewals = async (companyId: string, admin: string) =>
  (
    (await get(x, `Payments/get_all?companyId=${companyId}`, admin)).json().payments as {
      status: string;
      description: string;
    }[]
  ).filter((p) => p.description.startsWith('Renewal'));

describe('Stripe events out of order', () => {
  it('keeps a renewal paid on a retry paid, when the first try’s failure arrives last', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(x, 5);
    fake.hold = true;
    const invoice = await renewFakeSubscription(fake, subscriptionId, 'failed');
    await retryFakeInvoice(fake, invoice, 'paid');
    expect(fake.held.map((e) => e.type)).toEqual(['invoice.payment_failed', 'invoice.paid']);
    await release([1, 0]);
    expect(await renewals(c.companyId, admin)).toMatchObject([{ status: 'paid', description: 'Renewal' }]);
    expect((await packagesOf(x, admin)).subscription.status).toBe('active');
    // Not past due: a change is still allowed.
    const change = await get(
      x,
      `Companies/update_client_payment?companyId=${c.companyId}&packageId=${(await packagesOf(x, admin)).subscription.packageId}&noofuser=6`,
      admin,
    );
    expect(change.statusCode, change.body).toBe(200);
  });

  it('does not revive a cancelled subscription when an older renewal’s payment arrives after the cancellation', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(x, 5);
    fake.hold = true;
    await renewFakeSubscription(fake, subscriptionId, 'paid');
    await cancelFakeSubscription(fake, subscriptionId);
    await release([1, 0]);
    const sub = (await packagesOf(x, admin)).subscription;
    expect(sub.status).toBe('cancelled');
    // The money was received: the renewal is listed paid.
    expect(await renewals(c.companyId, admin)).toMatchObject([{ status: 'paid' }]);
    const add = await x.app.inject({
      method: 'POST',
      url: '/api/Account/add_user',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        firstName: 'Late',
        lastName: 'Hire',
        email: `late-${randomUUID()}@test.example`,
        phoneNumber: '0412345678',
        role: 'Staff',
        password: 'Chosen-Pass-1',
        confirmPassword: 'Chosen-Pass-1',
      },
    });
    expect(add.json().message).toMatch(/cancelled/);
  });

  it('in order, a failed renewal makes it past due and its retry paid makes it active again', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(x, 5);
    fake.clock.ms = x.clock.now().getTime();
    const invoice = await renewFakeSubscription(fake, subscriptionId, 'failed');
    expect((await packagesOf(x, admin)).subscription.status).toBe('past_due');
    expect(await renewals(c.companyId, admin)).toMatchObject([{ status: 'failed' }]);
    await retryFakeInvoice(fake, invoice, 'paid');
    expect((await packagesOf(x, admin)).subscription.status).toBe('active');
    expect(await renewals(c.companyId, admin)).toMatchObject([{ status: 'paid', description: 'Renewal' }]);
  });

  it('answers 502 and saves nothing when Stripe cannot be read, so that the event comes again', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(x, 5);
    const invoice = { id: `in_${subscriptionId}`, subscription: subscriptionId, amount_due: 9000 };
    fake.fail = true;
    const down = await webhook(x, 'invoice.payment_failed', invoice, { id: `evt_f_${subscriptionId}` });
    fake.fail = false;
    expect(down.statusCode).toBe(502);
    expect(await renewals(c.companyId, admin)).toEqual([]);
    const again = await webhook(x, 'invoice.payment_failed', invoice, { id: `evt_f_${subscriptionId}` });
    expect(again.json()).toEqual({ received: true, duplicate: false });
    expect(await renewals(c.companyId, admin)).toMatchObject([{ status: 'failed' }]);
    // The fake's subscription says nothing of its state (never renewed there): the event decides.
    expect((await packagesOf(x, admin)).subscription.status).toBe('past_due');
  });
});

describe('a signed webhook body that is not an event (issue 37, item 10)', () => {
  it('is a 400 with a clear message, never a 500, and records nothing', async () => {
    for (const body of ['null', '[]', '{}', '{"id":"evt_x","type":"invoice.paid","data":{"object":null}}']) {
      const t = Math.floor(x.clock.now().getTime() / 1000);
      const res = await x.app.inject({
        method: 'POST',
        url: '/api/Payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripePayload(fake.webhookSecret, body, t),
        },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toBe('The webhook body is not a payment service event.');
    }
  });
});
