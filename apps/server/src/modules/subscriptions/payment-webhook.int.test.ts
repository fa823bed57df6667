import { addMonths } from '@care/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/harness.ts';
import type { FakeStripe } from '../../ports/payments/fake-stripe-server.ts';
import {
  get,
  type PaymentsHarness,
  packagesOf,
  STANDARD,
  stripeHarness,
  subscribe,
  webhook,
} from './subscriptions.test-kit.ts';

let x: PaymentsHarness;
let fake: FakeStripe;
beforeAll(async () => {
  x = await stripeHarness();
  fake = x.fake as FakeStripe;
});
afterAll(async () => {
  await x.app.close();
  await fake.close();
});

/** A company that subscribed through the fake's Checkout and whose checkout.session.completed arrived. */
async function paidThroughCheckout(users = 15) {
  const c = await createCompany(x.h);
  const admin = c.users.CompanyAdmin.token;
  const res = await subscribe(x, admin, { companyId: c.companyId, noofuser: users });
  expect(res.statusCode).toBe(200);
  const { paymentId, url } = res.json();
  const sessionId = String(url).split('/pay/')[1] as string;
  const session = fake.sessions.get(sessionId);
  const completed = await webhook(x, 'checkout.session.completed', {
    id: sessionId,
    client_reference_id: paymentId,
    customer: session?.customer,
    subscription: session?.subscription,
  });
  expect(completed.statusCode).toBe(200);
  return { c, admin, paymentId, subscriptionId: session?.subscription as string };
}

const payments = async (x: PaymentsHarness, c: { companyId: string }, token: string) =>
  (await get(x, `Payments/get_all?companyId=${c.companyId}`, token)).json().payments as {
    status: string;
    amountCents: number;
  }[];

describe('Stripe: subscribe and the webhooks', () => {
  it('subscribes 15 users monthly through Checkout; checkout.session.completed makes it active', async () => {
    const { c, admin, paymentId } = await paidThroughCheckout(15);
    expect((await get(x, `Payments/get_payment/${paymentId}`, admin)).json().payment).toMatchObject({
      status: 'paid',
      provider: 'stripe',
      amountCents: 27000,
    });
    expect((await packagesOf(x, admin)).subscription).toMatchObject({
      status: 'active',
      users: 15,
      provider: 'stripe',
    });
    expect(await payments(x, c, admin)).toHaveLength(1);
  });

  it('records a renewal on invoice.paid, once, even when the same event comes twice', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(5);
    // The next period, a month from the fork's clock (shared, moved on by other files).
    const start = Math.floor(addMonths(x.h.clock.now(), 1).getTime() / 1000);
    const invoice = {
      id: `in_${subscriptionId}`,
      subscription: subscriptionId,
      amount_paid: 9000,
      billing_reason: 'subscription_cycle',
      lines: { data: [{ period: { start, end: start + 31 * 86400 } }] },
    };
    const first = await webhook(x, 'invoice.paid', invoice, { id: `evt_renew_${subscriptionId}` });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await webhook(x, 'invoice.paid', invoice, { id: `evt_renew_${subscriptionId}` });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const list = await payments(x, c, admin);
    expect(list.map((p) => [p.status, p.amountCents])).toEqual([
      ['paid', 9000],
      ['paid', 9000],
    ]);
    expect((await packagesOf(x, admin)).subscription.periodEnd).toBe(
      new Date((start + 31 * 86400) * 1000).toISOString(),
    );
  });

  it('ignores the first invoice of a subscription (the checkout already paid it)', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(5);
    await webhook(x, 'invoice.paid', {
      id: `in_first_${subscriptionId}`,
      subscription: subscriptionId,
      amount_paid: 9000,
      billing_reason: 'subscription_create',
    });
    expect(await payments(x, c, admin)).toHaveLength(1);
  });

  it('makes the subscription past due on invoice.payment_failed and lists the failed payment', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(5);
    await webhook(x, 'invoice.payment_failed', {
      id: `in_fail_${subscriptionId}`,
      subscription: subscriptionId,
      amount_due: 9000,
      billing_reason: 'subscription_cycle',
    });
    expect((await packagesOf(x, admin)).subscription.status).toBe('past_due');
    const failed = (await get(x, `Payments/get_all?companyId=${c.companyId}&status=failed`, admin)).json()
      .payments;
    expect(failed).toHaveLength(1);
  });

  it('cancels on customer.subscription.deleted, after which no user can be added', async () => {
    const { admin, subscriptionId } = await paidThroughCheckout(15);
    await webhook(x, 'customer.subscription.deleted', { id: subscriptionId, status: 'canceled' });
    expect((await packagesOf(x, admin)).subscription.status).toBe('cancelled');
    const add = await x.app.inject({
      method: 'POST',
      url: '/api/Account/add_user',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        firstName: 'Late',
        lastName: 'Hire',
        email: `late-${subscriptionId}@test.example`,
        phoneNumber: '0412345678',
        role: 'Staff',
        password: 'Chosen-Pass-1',
        confirmPassword: 'Chosen-Pass-1',
      },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toMatch(/cancelled/);
  });

  it('refuses a bad signature, another secret or a stale time, and changes nothing', async () => {
    const { admin, subscriptionId } = await paidThroughCheckout(5);
    const cancel = { id: subscriptionId };
    const wrong = await webhook(x, 'customer.subscription.deleted', cancel, { secret: 'whsec_other' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The webhook signature does not match.');
    const stale = await webhook(x, 'customer.subscription.deleted', cancel, {
      atMs: x.clock.now().getTime() - 600_000,
    });
    expect(stale.statusCode).toBe(400);
    const unsigned = await x.app.inject({
      method: 'POST',
      url: '/api/Payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'customer.subscription.deleted',
        data: { object: cancel },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await packagesOf(x, admin)).subscription.status).toBe('active');
  });

  it('saves nothing when Stripe fails to start the checkout (502)', async () => {
    const c = await createCompany(x.h);
    fake.fail = true;
    const res = await subscribe(x, c.users.CompanyAdmin.token, {
      companyId: c.companyId,
      packageId: STANDARD,
    });
    fake.fail = false;
    expect(res.statusCode).toBe(502);
    expect(await payments(x, c, c.users.CompanyAdmin.token)).toEqual([]);
  });
});
