import { bearer, type Harness, harness, TestClock } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { type FakeXero, startFakeXero } from '../../dev/fake-xero.ts';
import { CallLimiter } from '../../ports/accounting/call-limiter.ts';
import { XeroAccounting } from '../../ports/accounting/xero-accounting.ts';

export interface XeroHarness {
  h: Harness;
  app: App;
  fake: FakeXero;
  clock: TestClock;
  /** Moves the product's clock and the fake's together. */
  advance(ms: number): void;
  /** Every wait the client made on a 429 (no test waits for real). */
  slept: number[];
}

/** The app on the shared database, configured for a fresh local fake Xero whose waits are recorded, not slept. */
export async function xeroHarness(limits: { perDay?: number } = {}): Promise<XeroHarness> {
  const h = await harness();
  const fake = await startFakeXero();
  const clock = new TestClock();
  const xero = {
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    loginUrl: fake.url,
    identityUrl: fake.url,
    apiUrl: fake.url,
  };
  const config: Config = { ...h.config, xero, accountingTokenKey: 'test-accounting-key' };
  const slept: number[] = [];
  // A recorded wait is not slept, so the limiter's clock moves by it instead: on the real clock alone a
  // file making more than 60 calls a minute had the limiter wait for a minute that never passed.
  let waited = 0;
  const sleep = async (ms: number) => {
    slept.push(ms);
    waited += ms;
  };
  const limiter = new CallLimiter({ sleep, now: () => Date.now() + waited, ...limits });
  const accounting = new XeroAccounting(xero, { sleep, limiter });
  const app = await buildApp({ config, database: h.database, clock: clock.now, logger: false, accounting });
  await app.ready();
  return {
    h,
    app,
    fake,
    clock,
    slept,
    advance(ms) {
      clock.advance(ms);
      fake.clock.ms += ms;
    },
  };
}

export const get = (x: XeroHarness, url: string, token: string) =>
  x.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
export const post = (x: XeroHarness, url: string, token: string, payload: object = {}) =>
  x.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });

/** Starts the flow as `token`'s user and follows the fake's consent: the code and state Xero returns. */
export async function consent(x: XeroHarness, token: string): Promise<{ code: string; state: string }> {
  const started = await post(x, 'Integrations/connect_xero', token);
  if (started.statusCode !== 200) {
    throw new Error(`connect_xero: ${started.statusCode} ${started.body}`);
  }
  const res = await fetch(started.json().authorizeUrl as string, { redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

export const callback = (x: XeroHarness, token: string, q: { code: string; state: string }) =>
  get(x, `SetUp/xero_auth?code=${encodeURIComponent(q.code)}&state=${encodeURIComponent(q.state)}`, token);

/** Connects the company of `token` to the fake's organisation. */
export async function connectCompany(x: XeroHarness, token: string): Promise<void> {
  const res = await callback(x, token, await consent(x, token));
  if (res.json().status !== 'Success') {
    throw new Error(`connect: ${res.body}`);
  }
}

/** Polls a posting job until it has finished (no timing is asserted: only its outcome). */
export async function settledJob(x: XeroHarness, token: string, jobId: string) {
  for (let i = 0; i < 500; i++) {
    const job = (await get(x, `Integrations/get_job?id=${jobId}`, token)).json();
    if (job.status !== 'Running') {
      return job as {
        status: string;
        total: number;
        done: number;
        message: string;
        logs: { name: string; reason: string }[];
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the job did not finish');
}
