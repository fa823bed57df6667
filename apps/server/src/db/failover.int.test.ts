import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueAddress } from '../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness, PASSWORD } from '../../test/harness.ts';
import { withOutage } from '../../test/outage.ts';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const databaseUrl = process.env.DATABASE_URL;
// Behind PgBouncer (scripts/test-on-pgbouncer.mjs) the server connections these tests end are the
// pooler's, and the migrations and the queue go direct: the direct PostgreSQL suite runs it.
const behindPooler = Boolean(process.env.DATABASE_DIRECT_URL);
if (!databaseUrl) {
  console.warn(
    'failover.int.test.ts: killing a checked-out connection needs real PostgreSQL and is skipped (DATABASE_URL unset)',
  );
}

/** A local port nothing listens on: a connection there is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const login = (app: App, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password }, remoteAddress });

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({ status: 'Error', message: expect.stringMatching(/try again/) });
}

describe('a request while the database is out of reach', () => {
  let h: Harness;
  let unreachable: Database;
  let app: App;

  beforeAll(async () => {
    h = await harness();
    // A server that refuses every connection: the primary killed, the standby not yet listening.
    unreachable = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/care`,
      onConnectionError: () => {},
    });
    app = await buildApp({ config: h.config, database: unreachable, clock: h.clock.now, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await unreachable?.close();
  });

  it('answers 503 with Retry-After in the product’s error format, not 500, for a read, a write and a sign-in', async () => {
    const c = await createCompany(h);
    const me = await app.inject({
      method: 'GET',
      url: '/api/Account/me',
      headers: bearer(c.users.Staff.token),
    });
    expectUnavailable(me);
    expectUnavailable(await login(app, c.users.Staff.email, PASSWORD, uniqueAddress()));
    const logout = await app.inject({
      method: 'POST',
      url: '/api/Account/logout',
      headers: bearer(c.users.Staff.token),
    });
    expectUnavailable(logout);
    expect(me.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });
});

describe('a sign-in while the database is out of reach', () => {
  it('is answered 503 and does not count as a wrong password in the throttle', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const database = withOutage(h.database);
    const app = await buildApp({ config: h.config, database, clock: h.clock.now, logger: false });
    await app.ready();
    try {
      const address = uniqueAddress();
      const email = c.users.Staff.email;
      database.down = true;
      // More tries than the throttle allows (5 per e-mail and address), right and wrong passwords.
      for (let i = 0; i < 8; i++) {
        expectUnavailable(await login(app, email, i % 2 ? PASSWORD : 'Wrong-Password-1', address));
      }
      database.down = false;
      // None of them counted: five wrong passwords are still checked (401), the sixth is throttled.
      for (let i = 0; i < 5; i++) {
        expect((await login(app, email, 'Wrong-Password-1', address)).statusCode).toBe(401);
      }
      expect((await login(app, email, PASSWORD, address)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!databaseUrl || behindPooler)(
  'a connection the server ends (PostgreSQL: pg_terminate_backend)',
  () => {
    const applicationName = `care-failover-${process.pid}`;
    let h: Harness;
    let admin: pg.Client;
    let database: Database;
    let app: App;
    const lost: Error[] = [];

    const backends = async () =>
      (
        await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
          [applicationName],
        )
      ).rows.map((r) => r.pid);

    beforeAll(async () => {
      h = await harness();
      const url = new URL(h.config.databaseUrl as string);
      url.searchParams.set('application_name', applicationName);
      // The process's own pool, as main.ts opens it; the harness's is left alone.
      database = await openDatabase({ databaseUrl: url.toString(), onConnectionError: (e) => lost.push(e) });
      app = await buildApp({ config: h.config, database, clock: h.clock.now, logger: false });
      await app.ready();
      admin = new pg.Client({ connectionString: h.config.databaseUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await app?.close();
      await database?.close();
    });

    it('is reported once, fails only its own transaction, and the process serves the next request', async () => {
      const c = await createCompany(h);
      lost.length = 0;
      const transaction = database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        // Ended from another connection while this client is checked out and its transaction open:
        // node-postgres emits 'error' on it, which ended the process when nothing listened.
        await admin.query('select pg_terminate_backend($1)', [result.rows[0]?.pid]);
        await vi.waitFor(() => expect(lost).toHaveLength(1), { timeout: 10_000, interval: 20 });
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(lost).toHaveLength(1);
      expect(isDatabaseUnavailable(lost[0])).toBe(true);

      // The next request gets a fresh connection.
      const me = await app.inject({
        method: 'GET',
        url: '/api/Account/me',
        headers: bearer(c.users.Staff.token),
      });
      expect(me.statusCode).toBe(200);
    });

    it('leaves a server process running: its open transaction fails, its next query is answered', async () => {
      const entry = fileURLToPath(new URL('../../test/failover-process.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', entry], {
        env: { ...process.env, DATABASE_URL: h.config.databaseUrl },
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      let said = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        await vi.waitFor(() => expect(said).toMatch(/^pid \d+$/m), { timeout: 30_000, interval: 50 });
        const pid = Number(/^pid (\d+)$/m.exec(said)?.[1]);
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // Unhandled, node-postgres's 'error' on the checked-out client ended the process here.
        await vi.waitFor(() => expect(said).toContain('lost: '), { timeout: 10_000, interval: 20 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(child.exitCode).toBeNull();
        child.stdin?.write('go on\n');
        expect(await exited).toBe(0);
        expect(said).toContain('transaction unavailable');
        expect(said).toContain('next query answered');
        expect(said.match(/^lost: /gm)).toHaveLength(1);
      } finally {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
        }
      }
    });

    it('is reported once when idle in the pool, and the next request opens a new one', async () => {
      const c = await createCompany(h);
      const warm = await app.inject({ method: 'GET', url: '/api/health' });
      expect(warm.statusCode).toBe(200);
      const idle = await backends();
      expect(idle.length).toBeGreaterThan(0);
      lost.length = 0;
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [idle]);
      await vi.waitFor(() => expect(lost).toHaveLength(idle.length), { timeout: 10_000, interval: 20 });
      const me = await app.inject({
        method: 'GET',
        url: '/api/Account/me',
        headers: bearer(c.users.Administrator.token),
      });
      expect(me.statusCode).toBe(200);
      expect(lost).toHaveLength(idle.length);
    });
  },
);
