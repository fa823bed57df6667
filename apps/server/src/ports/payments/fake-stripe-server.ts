import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signStripePayload } from './stripe-signature.ts';

interface FakeSession {
  id: string;
  form: URLSearchParams;
  completed: boolean;
  customer: string;
  subscription: string | null;
}

/**
 * A local stand-in for Stripe, started by a test or the e2e server: Checkout and portal sessions, and
 * a checkout page (`GET /pay/<session>`) that "pays", sends the signed checkout.session.completed to
 * `webhookUrl` when set, and sends the browser back to the success URL.
 */
export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  /** Where the checkout page posts its webhook (the product's webhook route). */
  webhookUrl: string | null;
  /** The fake's clock in ms, for the signature time. */
  clock: { ms: number };
  /** The next calls answer 500. */
  fail: boolean;
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
  options: { secretKey?: string; webhookSecret?: string; webhookUrl?: string } = {},
): Promise<FakeStripe> {
  const fake: FakeStripe = {
    url: '',
    secretKey: options.secretKey ?? 'sk_test_fake',
    webhookSecret: options.webhookSecret ?? 'whsec_fake',
    sessions: new Map(),
    webhookUrl: options.webhookUrl ?? null,
    clock: { ms: Date.parse('2026-11-22T01:00:00Z') },
    fail: false,
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      void handle(req.method ?? '', req.url ?? '', req.headers.authorization, body, res);
    });
  });
  const send = (res: import('node:http').ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  async function handle(
    method: string,
    url: string,
    auth: string | undefined,
    body: string,
    res: import('node:http').ServerResponse,
  ) {
    const pay = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url);
    if (method === 'GET' && pay) {
      const session = fake.sessions.get(pay[1] as string);
      if (!session) {
        return send(res, 404, { error: { message: 'No such session' } });
      }
      session.completed = true;
      if (fake.webhookUrl) {
        const event = signedEvent(
          fake.webhookSecret,
          'checkout.session.completed',
          {
            id: session.id,
            client_reference_id: session.form.get('client_reference_id'),
            customer: session.customer,
            subscription: session.subscription,
          },
          fake.clock.ms,
        );
        await fetch(fake.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.body,
        }).catch(() => undefined);
      }
      const back = (session.form.get('success_url') ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id);
      res.writeHead(303, { location: back });
      return res.end();
    }
    if (fake.fail) {
      return send(res, 500, { error: { message: 'Something went wrong' } });
    }
    if (auth !== `Bearer ${fake.secretKey}`) {
      return send(res, 401, { error: { message: 'Invalid API Key provided' } });
    }
    const form = new URLSearchParams(body);
    if (method === 'POST' && url === '/v1/checkout/sessions') {
      if (!form.get('success_url') || !form.get('line_items[0][price_data][unit_amount]')) {
        return send(res, 400, { error: { message: 'Missing required param' } });
      }
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const subscription = form.get('mode') === 'subscription' ? `sub_${randomUUID().slice(0, 12)}` : null;
      const customer = form.get('customer') ?? `cus_${randomUUID().slice(0, 12)}`;
      fake.sessions.set(id, { id, form, completed: false, customer, subscription });
      return send(res, 200, { id, object: 'checkout.session', url: `${fake.url}/pay/${id}` });
    }
    if (method === 'POST' && url === '/v1/billing_portal/sessions') {
      return send(res, 200, {
        id: `bps_${randomUUID().slice(0, 12)}`,
        url: `${fake.url}/portal/${form.get('customer')}`,
      });
    }
    return send(res, 404, { error: { message: `Unrecognized request URL (${method}: ${url})` } });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
