import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { harness } from '../../test/harness.ts';
import { JobQueue } from './job-queue.ts';
import { QUEUE_SCHEMA_VERSION, setAsideNewerSchema } from './queue-schema.ts';

// A database that ran pg-boss 12 holds its queue tables at a version pg-boss 10 refuses to start on.
describe('the queue tables of a newer pg-boss', () => {
  it('are renamed aside and a new queue starts (PGlite or PostgreSQL)', async () => {
    const connection = (await harness()).database.queueConnection;
    const schema = `pgboss_n_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const sql = async (text: string) => {
      if ('db' in connection) {
        return connection.db.executeSql(text);
      }
      const client = new pg.Client({ connectionString: connection.connectionString });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await sql(`create schema ${schema}`);
    await sql(`create table ${schema}.version (version int primary key)`);
    await sql(`insert into ${schema}.version values (${QUEUE_SCHEMA_VERSION + 5})`);
    const lines: string[] = [];

    const aside = await setAsideNewerSchema(connection, schema, (line) => lines.push(line));

    expect(aside).toBe(`${schema}_v${QUEUE_SCHEMA_VERSION + 5}`);
    expect(lines[0]).toContain('renamed');
    const queue = new JobQueue(connection, { schema });
    await queue.start();
    try {
      await queue.handle('after_downgrade', async () => {});
      expect(await queue.send('after_downgrade', {})).toBeTruthy();
      // Its own tables are not newer: nothing is set aside on the next start.
      expect(await setAsideNewerSchema(connection, schema, () => {})).toBeNull();
    } finally {
      await queue.stop(1_000);
      await sql(`drop schema if exists ${schema} cascade`);
      await sql(`drop schema if exists ${aside} cascade`);
    }
  });
});
