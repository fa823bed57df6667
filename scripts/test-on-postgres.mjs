// Runs the server's integration suite against the PostgreSQL server in a database made for this
// run (and dropped after), so that the same SQL is proven on PGlite and on real PostgreSQL.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');
const admin = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `care_test_${Date.now()}_${process.pid}`;

const run = async (sql, params = []) => {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
};

await run(`create database ${name}`);
const url = new URL(admin);
url.pathname = `/${name}`;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url.toString() },
});
// The suite's forks after the first each used a database of their own, ${name}_w{n} (apps/server/test/harness.ts).
const workers = await run('select datname from pg_database where datname like $1', [`${name}\\_w%`]);
for (const { datname } of workers) {
  await run(`drop database if exists ${datname} with (force)`);
}
await run(`drop database if exists ${name} with (force)`);
process.exit(result.status ?? 1);
