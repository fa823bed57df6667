import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataDirRefused, openDatabase } from './client.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'care-datadir-'));

/** The refusal's plain message: what is wrong, where the data is, how to restore; no stack trace. */
function expectPlainRefusal(error: unknown, dataDir: string, what: RegExp) {
  expect(error).toBeInstanceOf(DataDirRefused);
  const message = (error as Error).message;
  expect(message).toMatch(what);
  expect(message).toContain(`Your data is in ${dataDir}`);
  expect(message).toMatch(/To restore from a backup: stop the server/);
  expect(message).not.toMatch(/\n\s+at /);
}

async function refusal(dataDir: string): Promise<unknown> {
  try {
    const database = await openDatabase({ dataDir });
    await database.close();
  } catch (error) {
    return error;
  }
  throw new Error('the database was opened');
}

// Each test creates one or two PGlite databases: seconds each, tens of seconds on a busy machine.
describe('opening the embedded database on its data folder', { timeout: 180_000 }, () => {
  // One real database, made in an empty folder, copied for the damage tests.
  const made = tempDir();

  beforeAll(async () => {
    mkdirSync(join(made, 'pg'));
    const database = await openDatabase({ dataDir: made });
    await database.db.execute('create table kept (x int)');
    await database.db.execute('insert into kept values (42)');
    await database.close();
  });

  it('makes a fresh database in an empty folder, and in an absent one, and opens it again with its data', async () => {
    expect(readdirSync(join(made, 'pg'))).toContain('PG_VERSION');
    const again = await openDatabase({ dataDir: made });
    const result = (await again.db.execute('select x from kept')) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ x: 42 }]);
    await again.close();

    const absent = tempDir();
    const fresh = await openDatabase({ dataDir: absent });
    await fresh.ping();
    await fresh.close();
    expect(readdirSync(join(absent, 'pg'))).toContain('PG_VERSION');
  });

  it('refuses a folder that holds files but no PG_VERSION, and leaves it as it was', async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'pg', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'pg', 'postgresql.conf'), '# kept\n');
    const error = await refusal(dataDir);
    expectPlainRefusal(error, dataDir, /holds 2 entries but no PG_VERSION/);
    expect(readdirSync(join(dataDir, 'pg')).sort()).toEqual(['base', 'postgresql.conf']);
    expect(readFileSync(join(dataDir, 'pg', 'postgresql.conf'), 'utf8')).toBe('# kept\n');
  });

  it('refuses a database whose control file was zeroed, with the plain message, not a stack trace', async () => {
    const dataDir = tempDir();
    cpSync(made, dataDir, { recursive: true });
    const control = join(dataDir, 'pg', 'global', 'pg_control');
    writeFileSync(control, Buffer.alloc(statSync(control).size));
    const error = await refusal(dataDir);
    expectPlainRefusal(error, dataDir, /is damaged and could not be opened/);
    expect(readFileSync(control).every((byte) => byte === 0)).toBe(true);
  });

  it('refuses one where PGlite aborts (WebAssembly "Aborted()") on a garbled control file', async () => {
    const dataDir = tempDir();
    cpSync(made, dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'pg', 'global', 'pg_control'), 'garbage');
    const error = await refusal(dataDir);
    expectPlainRefusal(error, dataDir, /is damaged and could not be opened/);
  });
});
