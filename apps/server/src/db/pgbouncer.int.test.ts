import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createCompany, type Harness, TestClock } from '../../test/harness.ts';
import { type App, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { type Database, openDatabase } from './client.ts';

// The product behind PgBouncer in transaction pooling (issue 41 item 3): requests through the
// pooler, the migrations and the job queue on DATABASE_DIRECT_URL (docs/scaling.md).
const admin = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const binary = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p));
const postgresUp = await (async () => {
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
})();
const skip = !binary || !postgresUp;
if (skip) {
  console.warn(
    `pgbouncer.int.test.ts: skipped: ${binary ? '' : 'PgBouncer is not installed (apt-get install -y pgbouncer); '}${postgresUp ? '' : `no PostgreSQL answers at ${admin}`}`,
  );
}

/** One statement on the admin database (create or drop this test's database). */
async function onAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startPgBouncer(target: URL, port: number): Promise<ChildProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'care-pgbouncer-'));
  chmodSync(dir, 0o777);
  const dbname = target.pathname.slice(1);
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${dbname} = host=${target.hostname} port=${target.port || 5432} dbname=${dbname}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // Fewer server connections than the app's pool: transactions must share them.
      'default_pool_size = 3',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
    ].join('\n'),
  );
  // PgBouncer will not run as root; -u drops to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const child = spawn(binary as string, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: 'ignore',
  });
  await vi.waitFor(
    async () => {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: dbname });
      client.on('error', () => {});
      await client.connect();
      await client.end();
    },
    { timeout: 10_000, interval: 100 },
  );
  return child;
}

describe.skipIf(skip)('behind PgBouncer in transaction pooling', () => {
  const name = `care_pgbouncer_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const direct = new URL(admin);
  direct.pathname = `/${name}`;
  let bouncer: ChildProcess;
  let database: Database;
  let app: App;
  let h: Harness;
  let queue: JobQueue;

  beforeAll(async () => {
    await onAdmin(`create database ${name}`);
    const port = await freePort();
    bouncer = await startPgBouncer(direct, port);
    const pooled = new URL(direct);
    pooled.host = `127.0.0.1:${port}`;
    database = await openDatabase({
      databaseUrl: pooled.toString(),
      directUrl: direct.toString(),
      poolSize: 8,
    });
    await database.migrate();
    const clock = new TestClock();
    const config: Config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: mkdtempSync(join(tmpdir(), 'care-test-')),
      databaseUrl: pooled.toString(),
      jwtSecret: 'test-secret-test-secret-test-secret',
      webDist: '/nonexistent',
      seedDemo: false,
      logLevel: 'silent',
      publicUrl: 'http://care.test',
      smtpUrl: undefined,
      mailFrom: 'Care Test <no-reply@care.test>',
    };
    app = await buildApp({ config, database, clock: clock.now, logger: false });
    await app.ready();
    h = { app, database, clock, config };
    queue = new JobQueue(database.queueConnection, { pollingSeconds: 0.5 });
    await queue.start();
  }, 60_000);
  afterAll(async () => {
    await queue?.stop(1_000);
    await app?.close();
    await database?.close();
    bouncer?.kill('SIGTERM');
    await onAdmin(`drop database if exists ${name} with (force)`);
  });

  it('signs in, lists people in parallel (no statement kept by name), and writes in one transaction', async () => {
    // Six sign-ins through the real route, one per role.
    const c = await createCompany(h);
    const token = c.users.Administrator.token;
    // The people lists are the prepared hot path: in parallel, over three server connections.
    const lists = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.inject({ method: 'GET', url: i % 2 ? '/api/Staffs' : '/api/Profiles', headers: bearer(token) }),
      ),
    );
    expect(lists.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const article = { title: 'Help', category: 'Technical', audience: 'Everyone', body: '<p>Text</p>' };
    const add = await app.inject({
      method: 'POST',
      url: '/api/Tickets/add_article',
      headers: bearer(c.users.CompanyAdmin.token),
      payload: article,
    });
    expect(add.statusCode).toBe(200);
    // The write and its activity-log line, committed together through the pooler.
    const logged = (await database.db.execute(
      sql`select count(*)::int as n from activity_logs where user_id = ${c.users.CompanyAdmin.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(logged.rows[0]?.n).toBeGreaterThan(0);
  });

  it('runs a job from the queue on the direct connection, its work written through the pooler', async () => {
    const done: string[] = [];
    await queue.handle<{ tag: string }>('pgbouncer_probe', async ({ tag }) => {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${tag}, 0))`);
        await tx.execute(sql`select 1`);
      });
      done.push(tag);
    });
    await queue.send('pgbouncer_probe', { tag: 'one' });
    await vi.waitFor(() => expect(done).toEqual(['one']), { timeout: 15_000, interval: 100 });
  });
});
