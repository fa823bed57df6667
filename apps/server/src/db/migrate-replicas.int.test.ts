import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const databaseUrl = process.env.DATABASE_URL;
// Behind PgBouncer (scripts/test-on-pgbouncer.mjs) the server connections these tests end are the
// pooler's, and the migrations and the queue go direct: the direct PostgreSQL suite runs it.
const behindPooler = Boolean(process.env.DATABASE_DIRECT_URL);
if (!databaseUrl) {
  console.warn('migrate-replicas.int.test.ts: needs real PostgreSQL and is skipped (DATABASE_URL unset)');
}

// Replicas started together on a fresh PostgreSQL each migrate at start: they take turns.
describe.skipIf(!databaseUrl || behindPooler)(
  'migrating one PostgreSQL from replicas started together',
  () => {
    it('migrates once, and every replica starts', async () => {
      const name = `care_migrate_${Date.now()}_${process.pid}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(databaseUrl as string);
      url.pathname = `/${name}`;
      const replicas = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
      try {
        await Promise.all(replicas.map((r) => r.migrate()));
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const hashes = await check.query(
          'select count(distinct hash)::int as n from drizzle.__drizzle_migrations',
        );
        await check.end();
        expect(applied.rows[0].n).toBeGreaterThan(0);
        expect(applied.rows[0].n).toBe(hashes.rows[0].n);
      } finally {
        await Promise.all(replicas.map((r) => r.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
