import { addMonths } from '@care/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, signIn } from '../../../test/harness.ts';
import { activityLogs } from '../../db/schema/index.ts';
import type { FakeStripe } from '../../ports/payments/fake-stripe-server.ts';
import {
  paidThroughCheckout as checkout,
  get,
  type PaymentsHarness,
  packagesOf,
  STANDARD,
  STARTER,
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

const paidThroughCheckout = (users = 15) => checkout(x, users);

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
    const start = Math.floor(addMonths(x.h.clock.now(), 1, 'Australia/Sydney').getTime() / 1000);
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

  it('follows a change of users made in Stripe’s portal, once, as Stripe holds it now; the echo of its own changes nothing', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(15);
    const atStripe = fake.subscriptions.get(subscriptionId);
    if (!atStripe) {
      throw new Error('The checkout made no subscription');
    }
    // The event's copy of the subscription is not read: an older one may arrive after a newer one.
    const updated = (id?: string) =>
      webhook(
        x,
        'customer.subscription.updated',
        { id: subscriptionId, status: 'active', items: { data: [{ quantity: 15 }] } },
        id ? { id } : {},
      );
    const users = async () => (await packagesOf(x, admin)).subscription.users;
    // The same users (the product's own change, echoed): nothing changes.
    expect((await updated()).json()).toEqual({ received: true, duplicate: false });
    expect(await users()).toBe(15);
    atStripe.quantity = 20; // changed in Stripe's portal
    expect((await updated(`evt_users_${subscriptionId}`)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await users()).toBe(20);
    expect((await updated(`evt_users_${subscriptionId}`)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    // Stripe down: 502 and nothing saved, so Stripe sends the event again, which then applies.
    atStripe.quantity = 25;
    fake.fail = true;
    expect((await updated(`evt_more_${subscriptionId}`)).statusCode).toBe(502);
    fake.fail = false;
    expect(await users()).toBe(20);
    expect((await updated(`evt_more_${subscriptionId}`)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await users()).toBe(25);
    // No payment is made by it: Stripe bills the new quantity at the next renewal (invoice.paid).
    expect(await payments(x, c, admin)).toHaveLength(1);
    const logged = await x.h.database.db
      .select({ activity: activityLogs.activity })
      .from(activityLogs)
      .where(
        and(eq(activityLogs.companyId, c.companyId), like(activityLogs.activity, 'Subscription users%')),
      );
    expect(logged.map((l) => l.activity).sort()).toEqual([
      'Subscription users changed in Stripe from 15 to 20',
      'Subscription users changed in Stripe from 20 to 25',
    ]);
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

describe('Stripe: a change of users or package updates the Stripe subscription', () => {
  const change = (companyId: string, token: string, users: number, packageId = STANDARD) =>
    get(
      x,
      `Companies/update_client_payment?companyId=${companyId}&packageId=${packageId}&noofuser=${users}`,
      token,
    );

  it('a paid change of users sets the subscription item’s quantity once the one-off is paid, without proration', async () => {
    const { c, subscriptionId } = await paidThroughCheckout(5);
    x.clock.advance(10 * 86_400_000);
    const admin = await signIn(x.h, c.users.CompanyAdmin.email);
    const res = await change(c.companyId, admin, 8);
    expect(res.statusCode).toBe(200);
    const sessionId = String(res.json().url).split('/pay/')[1] as string;
    // Not yet paid: Stripe still bills 5.
    expect(fake.subscriptions.get(subscriptionId)?.quantity).toBe(5);
    expect(fake.sessions.get(sessionId)?.form.get('mode')).toBe('payment');
    const paid = await webhook(x, 'checkout.session.completed', {
      id: sessionId,
      client_reference_id: res.json().paymentId,
      customer: fake.sessions.get(sessionId)?.customer,
      subscription: null,
    });
    expect(paid.statusCode).toBe(200);
    const sub = fake.subscriptions.get(subscriptionId);
    expect(sub?.quantity).toBe(8);
    expect(sub?.unitAmount).toBe(1800);
    const update = sub?.updates.at(-1);
    expect(update?.get('items[0][id]')).toBe(sub?.itemId);
    expect(update?.get('proration_behavior')).toBe('none');
    expect(update?.has('items[0][price_data][unit_amount]')).toBe(false);
    expect((await packagesOf(x, admin)).subscription.users).toBe(8);
  });

  it('a cheaper change (fewer users, another package) updates quantity and price at once', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(9);
    const starter = (await packagesOf(x, admin)).packages.find(
      (p: { packageId: string }) => p.packageId === STARTER,
    );
    const res = await change(c.companyId, admin, 6, STARTER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ url: null, paymentId: null });
    const sub = fake.subscriptions.get(subscriptionId);
    expect(sub?.quantity).toBe(6);
    expect(sub?.unitAmount).toBe(starter.monthlyPriceCents);
    const update = sub?.updates.at(-1);
    expect(update?.get('items[0][price_data][product]')).toBe(sub?.product);
    expect(update?.get('items[0][price_data][recurring][interval]')).toBe('month');
    expect((await packagesOf(x, admin)).subscription).toMatchObject({ users: 6, packageId: STARTER });
  });

  it('keeps the subscription as it was when Stripe refuses the update (502)', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(9);
    fake.fail = true;
    const res = await change(c.companyId, admin, 7);
    fake.fail = false;
    expect(res.statusCode).toBe(502);
    expect(fake.subscriptions.get(subscriptionId)?.quantity).toBe(9);
    expect((await packagesOf(x, admin)).subscription.users).toBe(9);
  });
});

describe('POST /api/Payments/billing_portal', () => {
  const portal = (token: string, payload: object) =>
    x.app.inject({
      method: 'POST',
      url: '/api/Payments/billing_portal',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('answers a portal session of the company’s Stripe customer that comes back to the Subscription page', async () => {
    const { c, admin, subscriptionId } = await paidThroughCheckout(5);
    const res = await portal(admin, { companyId: c.companyId });
    expect(res.statusCode, res.body).toBe(200);
    const url = String(res.json().url);
    expect(url.startsWith(`${fake.url}/portal/bps_`)).toBe(true);
    const session = fake.portalSessions.get(url.split('/portal/')[1] as string);
    expect(session).toEqual({
      customer: fake.subscriptions.get(subscriptionId)?.customer,
      returnUrl: `${x.h.config.publicUrl}/app/subscription`,
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Return to the product');
  });

  it('refuses bad input at the field, a company not paying by card, and says when Stripe fails', async () => {
    const { c, admin } = await paidThroughCheckout(5);
    const bad = await portal(admin, { companyId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.companyId).toMatch(/UUID/);
    expect((await portal(admin, {})).json().errors.companyId).toBeTruthy();
    const trial = await createCompany(x.h);
    const none = await portal(trial.users.CompanyAdmin.token, { companyId: trial.companyId });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/no billing portal/);
    fake.fail = true;
    const down = await portal(admin, { companyId: c.companyId });
    fake.fail = false;
    expect(down.statusCode).toBe(502);
  });

  it('is for the CompanyAdmin of the company only', async () => {
    const { c } = await paidThroughCheckout(5);
    const other = await createCompany(x.h);
    expect((await portal(c.users.Administrator.token, { companyId: c.companyId })).statusCode).toBe(403);
    expect((await portal(c.users.Staff.token, { companyId: c.companyId })).statusCode).toBe(403);
    expect((await portal(other.users.CompanyAdmin.token, { companyId: c.companyId })).statusCode).toBe(403);
  });
});
