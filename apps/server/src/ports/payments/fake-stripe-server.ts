import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeServiceClock } from '../../dev/fake-clock.ts';
import { checkoutPageBody, page, portalPageBody } from './fake-stripe-pages.ts';
import {
  checkoutSubscription,
  type FakeSession,
  type FakeSubscription,
  short,
  subscriptionJson,
  updateSubscription,
} from './fake-stripe-subscriptions.ts';
import { signStripePayload } from './stripe-signature.ts';

// The pages and the subscriptions' answers live beside this file; FakeSubscription stays exported here.
export type { FakeSubscription } from './fake-stripe-subscriptions.ts';

/**
 * A local stand-in for Stripe, started by a test or the e2e server (PAYMENTS_FAKE_STRIPE=1): Checkout
 * sessions with a checkout page (`GET /pay/<session>`, a Pay button that posts back), the
 * subscriptions they make (read and updated like Stripe's `/v1/subscriptions/<id>`), and the customer
 * portal (`/portal/<session>`). Paying sends the signed checkout.session.completed and the first
 * invoice.paid to `webhookUrl` when set, then sends the browser back to the success URL.
 */
export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** Portal sessions: id → the customer and where the portal's link goes back to. */
  portalSessions: Map<string, { customer: string; returnUrl: string }>;
  /** Where the checkout page posts its webhooks (the product's webhook route). */
  webhookUrl: string | null;
  /** The fake's clock in ms, for the signature time (the machine's clock when started with realClock). */
  clock: { ms: number };
  /** The next calls answer 500. */
  fail: boolean;
  /** While true, events wait in `held` instead of going out (to send them later, in any order). */
  hold: boolean;
  held: { type: string; object: Record<string, unknown> }[];
  /** Sends an event to `webhookUrl` now (or holds it), signed at the fake's clock. */
  emit(type: string, object: Record<string, unknown>): Promise<void>;
  /** Sends the held events, in the order given (indexes into `held`; default: as made), and forgets them. */
  release(order?: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

/** A Stripe event body and its signature header, as Stripe sends them. */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  nowMs: number,
  id = `evt_${randomUUID().replaceAll('-', '')}`,
): { body: string; signature: string } {
  const body = JSON.stringify({ id, object: 'event', type, data: { object } });
  return { body, signature: signStripePayload(secret, body, Math.floor(nowMs / 1000)) };
}

export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string; webhookUrl?: string; realClock?: boolean } = {},
): Promise<FakeStripe> {
  const clock = fakeServiceClock(options.realClock);
  const fake: FakeStripe = {
    url: '',
    secretKey: options.secretKey ?? 'sk_test_fake',
    webhookSecret: options.webhookSecret ?? 'whsec_fake',
    sessions: new Map(),
    subscriptions: new Map(),
    portalSessions: new Map(),
    webhookUrl: options.webhookUrl ?? null,
    clock,
    fail: false,
    hold: false,
    held: [],
    emit: async (type, object) => {
      if (fake.hold) {
        fake.held.push({ type, object });
        return;
      }
      await post(type, object);
    },
    release: async (order) => {
      const held = fake.held;
      fake.held = [];
      for (const i of order ?? held.map((_, n) => n)) {
        const event = held[i];
        if (event) {
          await post(event.type, event.object);
        }
      }
    },
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      handle(req.method ?? '', req.url ?? '', req.headers.authorization, body, res).catch(() => {
        send(res, 500, { error: { message: 'The fake failed' } });
      });
    });
  });
  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const post = async (type: string, object: Record<string, unknown>) => {
    if (!fake.webhookUrl) {
      return;
    }
    const event = signedEvent(fake.webhookSecret, type, object, fake.clock.ms);
    await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    }).catch(() => undefined);
  };

  /** The Pay button: the session is paid, its subscription starts, and the webhooks go out. */
  async function pay(session: FakeSession) {
    session.completed = true;
    const sub = session.subscription ? fake.subscriptions.get(session.subscription) : undefined;
    if (sub) {
      sub.status = 'active';
    }
    await fake.emit('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      client_reference_id: session.form.get('client_reference_id'),
      customer: session.customer,
      subscription: session.subscription,
      payment_status: 'paid',
    });
    if (sub) {
      const start = Math.floor(fake.clock.ms / 1000);
      await fake.emit('invoice.paid', {
        id: `in_${short()}`,
        object: 'invoice',
        customer: sub.customer,
        subscription: sub.id,
        billing_reason: 'subscription_create',
        amount_paid: sub.unitAmount * sub.quantity,
        lines: { data: [{ period: { start, end: start } }] },
      });
    }
  }

  async function handle(
    method: string,
    url: string,
    auth: string | undefined,
    body: string,
    res: ServerResponse,
  ) {
    const path = url.split('?')[0] ?? '';
    if (method === 'GET' && path === '/health') {
      return send(res, 200, { ok: true });
    }
    const payPage = /^\/pay\/([A-Za-z0-9_]+)$/.exec(path);
    if (payPage) {
      const session = fake.sessions.get(payPage[1] as string);
      if (!session) {
        return send(res, 404, { error: { message: 'No such session' } });
      }
      if (method === 'GET') {
        return page(res, 'Checkout (fake Stripe)', checkoutPageBody(session));
      }
      if (method === 'POST') {
        if (!session.completed) {
          await pay(session);
        }
        const back = (session.form.get('success_url') ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id);
        res.writeHead(303, { location: back });
        return res.end();
      }
    }
    const portalPage = /^\/portal\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && portalPage) {
      const portal = fake.portalSessions.get(portalPage[1] as string);
      if (!portal) {
        return send(res, 404, { error: { message: 'No such portal session' } });
      }
      const subs = [...fake.subscriptions.values()].filter((s) => s.customer === portal.customer);
      return page(res, 'Billing portal (fake Stripe)', portalPageBody(portal, subs));
    }
    if (fake.fail) {
      return send(res, 500, { error: { message: 'Something went wrong' } });
    }
    if (auth !== `Bearer ${fake.secretKey}`) {
      return send(res, 401, { error: { message: 'Invalid API Key provided' } });
    }
    const form = new URLSearchParams(body);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!form.get('success_url') || !form.get('line_items[0][price_data][unit_amount]')) {
        return send(res, 400, { error: { message: 'Missing required param' } });
      }
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const customer = form.get('customer') ?? `cus_${short()}`;
      let subscription: string | null = null;
      if (form.get('mode') === 'subscription') {
        subscription = `sub_${short()}`;
        fake.subscriptions.set(subscription, checkoutSubscription(subscription, customer, form));
      }
      fake.sessions.set(id, { id, form, completed: false, customer, subscription });
      return send(res, 200, { id, object: 'checkout.session', url: `${fake.url}/pay/${id}` });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = form.get('customer');
      if (!customer || !form.get('return_url')) {
        return send(res, 400, { error: { message: 'Missing required param: customer or return_url' } });
      }
      const id = `bps_${short()}`;
      fake.portalSessions.set(id, { customer, returnUrl: form.get('return_url') as string });
      return send(res, 200, { id, object: 'billing_portal.session', url: `${fake.url}/portal/${id}` });
    }
    const subPath = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
    if (subPath) {
      const sub = fake.subscriptions.get(subPath[1] as string);
      if (!sub) {
        return send(res, 404, { error: { message: `No such subscription: '${subPath[1]}'` } });
      }
      if (method === 'GET') {
        return send(res, 200, subscriptionJson(sub));
      }
      if (method === 'POST') {
        const refused = updateSubscription(sub, form);
        if (refused) {
          return send(res, 400, { error: { message: refused } });
        }
        return send(res, 200, subscriptionJson(sub));
      }
    }
    return send(res, 404, { error: { message: `Unrecognized request URL (${method}: ${path})` } });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
