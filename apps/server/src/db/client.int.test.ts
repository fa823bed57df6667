import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

// Issue 37 item 16: a data folder whose pg/ was removed, the rest still there, started a fresh demo
// company silently. A fresh database is made only in an absent or empty DATA_DIR.
describe('a data folder whose database folder is gone', { timeout: 180_000 }, () => {
  it('refuses to start with the rest of the folder there (the token secret, the files), and changes nothing', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'jwt-secret'), 'kept-secret');
    mkdirSync(join(dataDir, 'files', 'c-1'), { recursive: true });
    writeFileSync(join(dataDir, 'files', 'c-1', 'offer.pdf'), '%PDF-1.4');
    const error = await refusal(dataDir);
    expectPlainRefusal(
      error,
      dataDir,
      /the database folder is missing, but the rest of the data folder is there \(files, jwt-secret\)/,
    );
    expect(readdirSync(dataDir).sort()).toEqual(['files', 'jwt-secret']);
    // An empty pg/ beside the rest is refused the same way.
    mkdirSync(join(dataDir, 'pg'));
    expectPlainRefusal(await refusal(dataDir), dataDir, /the database folder is empty, but the rest/);
    expect(readdirSync(join(dataDir, 'pg'))).toEqual([]);
  });

  it('as the server starts it: a fresh DATA_DIR gets its secrets and a new database; the same without pg/ is refused', async () => {
    const { loadConfig } = await import('../config.ts');
    const dataDir = join(tempDir(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.dataDirWasEmpty).toBe(true);
    const fresh = await openDatabase({ dataDir, freshDataDir: config.dataDirWasEmpty });
    await fresh.close();
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['jwt-secret', 'pg']));
    rmSync(join(dataDir, 'pg'), { recursive: true });
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(again.dataDirWasEmpty).toBe(false);
    const error = await openDatabase({ dataDir, freshDataDir: again.dataDirWasEmpty }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expectPlainRefusal(
      error,
      dataDir,
      /the database folder is missing, but the rest of the data folder is there/,
    );
  });
});
