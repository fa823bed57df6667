// Runs the server's integration suite through PgBouncer in transaction pooling (issue 41 item 3), in a
// database made for this run (and dropped after): the product's requests go through the pooler, the
// migrations' lock and the job queue straight to PostgreSQL (DATABASE_DIRECT_URL), as in production
// (docs/scaling.md "Pooled connections"). Says so and exits 0 when Debian's pgbouncer is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const binary = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p));
if (!binary) {
  console.log(
    'The suite behind PgBouncer is skipped: pgbouncer is not installed (apt-get install -y pgbouncer).',
  );
  process.exit(0);
}
const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');
const admin = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.PGBOUNCER_TEST_PORT ?? 6439);
const name = `care_bouncer_${Date.now()}_${process.pid}`;
const target = new URL(admin);

const run = async (sql, params = []) => {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
};

// Every database name through one pooler (the forks' own databases too), transaction pooling, fewer
// server connections per database than the app's pool.
const dir = mkdtempSync(join(tmpdir(), 'care-pgbouncer-suite-'));
chmodSync(dir, 0o777);
writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
writeFileSync(
  join(dir, 'pgbouncer.ini'),
  [
    '[databases]',
    `* = host=${target.hostname} port=${target.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    "unix_socket_dir = ''",
    'auth_type = trust',
    `auth_file = ${join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    'default_pool_size = 5',
    'max_client_conn = 500',
    'ignore_startup_parameters = extra_float_digits,options',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
  ].join('\n'),
);
const asRoot = process.getuid?.() === 0;
const bouncer = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
  stdio: 'ignore',
});
const stop = () => {
  try {
    bouncer.kill('SIGTERM');
  } catch {}
};
for (let i = 0; ; i++) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  client.on('error', () => {});
  const up = await client.connect().then(
    () => true,
    () => false,
  );
  await client.end().catch(() => {});
  if (up) {
    break;
  }
  if (i > 100) {
    stop();
    console.error(`PgBouncer did not start on port ${port} (log: ${join(dir, 'pgbouncer.log')})`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 100));
}

await run(`create database ${name}`);
const through = new URL(`postgres://postgres@127.0.0.1:${port}/${name}`);
const direct = new URL(admin);
direct.pathname = `/${name}`;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: through.toString(), DATABASE_DIRECT_URL: direct.toString() },
});
stop();
const workers = await run('select datname from pg_database where datname like $1', [`${name}\\_w%`]);
for (const { datname } of workers) {
  await run(`drop database if exists ${datname} with (force)`);
}
await run(`drop database if exists ${name} with (force)`);
process.exit(result.status ?? 1);
