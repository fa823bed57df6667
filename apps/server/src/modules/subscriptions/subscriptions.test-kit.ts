import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  bearer,
  createCompany,
  type Harness,
  harness,
  harnessAt,
  type TestClock,
} from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import { type FakeStripe, signedEvent, startFakeStripe } from '../../ports/payments/fake-stripe-server.ts';

/** The seeded packages' ids (drizzle/0020_subscriptions.sql). */
export const STARTER = '5b0c9a1e-0000-4000-8000-000000000001';
export const STANDARD = '5b0c9a1e-0000-4000-8000-000000000002';
export const OPERATOR_KEY = 'operator-key-for-tests';

export interface PaymentsHarness {
  h: Harness;
  app: App;
  clock: TestClock;
  /** Set for the Stripe harness only. */
  fake: FakeStripe | null;
}

/**
 * The app on the shared database with the offline default and an operator key. Given `at`, the app
 * runs on a clock of its own set there (its companies are made and signed in through it, `x.h`).
 */
export async function offlineHarness(at?: Date): Promise<PaymentsHarness> {
  if (at) {
    const h = await harnessAt(at, { paymentsOperatorKey: OPERATOR_KEY });
    return { h, app: h.app, clock: h.clock, fake: null };
  }
  const h = await harness();
  // The fork's shared clock: tokens signed by either app stay valid in the other.
  const clock = h.clock;
  const app = await buildApp({
    config: { ...h.config, paymentsOperatorKey: OPERATOR_KEY },
    database: h.database,
    clock: clock.now,
    logger: false,
  });
  await app.ready();
  return { h, app, clock, fake: null };
}

/** The app on the shared database with Stripe pointed at a fresh local fake. */
export async function stripeHarness(): Promise<PaymentsHarness> {
  const h = await harness();
  const fake = await startFakeStripe();
  const clock = h.clock;
  const stripe = { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.url };
  const app = await buildApp({
    config: { ...h.config, stripe },
    database: h.database,
    clock: clock.now,
    logger: false,
  });
  await app.ready();
  return { h, app, clock, fake };
}

export const get = (x: PaymentsHarness, url: string, token: string) =>
  x.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });

export const subscribe = (
  x: PaymentsHarness,
  token: string,
  q: {
    companyId: string;
    packageId?: string;
    noofuser?: number | string;
    duration?: number | string;
    billed?: string;
  },
) =>
  get(
    x,
    `Companies/subscribe?${new URLSearchParams({
      companyId: q.companyId,
      packageId: q.packageId ?? STANDARD,
      noofuser: String(q.noofuser ?? 15),
      duration: String(q.duration ?? 1),
      billed: q.billed ?? 'Monthly',
    })}`,
    token,
  );

export const confirm = (x: PaymentsHarness, paymentId: string, key = OPERATOR_KEY) =>
  x.app.inject({
    method: 'POST',
    url: '/api/Payments/confirm_payment',
    headers: { authorization: `Bearer ${key}` },
    payload: { paymentId },
  });

/** Posts a Stripe event signed with the fake's secret at the app's time (or as given). */
export function webhook(
  x: PaymentsHarness,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; atMs?: number } = {},
) {
  const fake = x.fake as FakeStripe;
  const event = signedEvent(
    options.secret ?? fake.webhookSecret,
    type,
    object,
    options.atMs ?? x.clock.now().getTime(),
    options.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
  );
  return x.app.inject({
    method: 'POST',
    url: '/api/Payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });
}

export const packagesOf = async (x: PaymentsHarness, token: string) =>
  (await get(x, 'Packages/get_all_packages', token)).json();

/** A company subscribed (offline, confirmed by the operator) for `users` users on Standard, monthly. */
export async function subscribedCompany(x: PaymentsHarness, users: number) {
  const c = await createCompany(x.h);
  const res = await subscribe(x, c.users.CompanyAdmin.token, { companyId: c.companyId, noofuser: users });
  expect(res.statusCode).toBe(200);
  expect((await confirm(x, res.json().paymentId)).statusCode).toBe(200);
  return c;
}

/** A company that subscribed through the fake's Checkout and whose checkout.session.completed arrived. */
export async function paidThroughCheckout(x: PaymentsHarness, users = 15) {
  const fake = x.fake as FakeStripe;
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
