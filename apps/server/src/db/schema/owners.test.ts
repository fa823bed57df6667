import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index.ts';
import { TABLE_OWNERS } from './owners.ts';

const here = dirname(fileURLToPath(import.meta.url));
const modulesDir = join(here, '../../modules');

/** The tables a module exports, by SQL name. */
const tablesOf = (exports: Record<string, unknown>) =>
  Object.values(exports)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));

const owners: Record<string, string> = TABLE_OWNERS;

describe('table owners', () => {
  const tables = tablesOf(schema);

  it('names every table of the schema once, and nothing else', () => {
    expect(new Set(tables).size).toBe(tables.length);
    expect([...tables].sort()).toEqual(Object.keys(owners).sort());
  });

  it('gives each table a module folder that exists', () => {
    for (const [table, owner] of Object.entries(owners)) {
      const folder = join(modulesDir, owner);
      expect(existsSync(folder) && statSync(folder).isDirectory(), `${table} → modules/${owner}`).toBe(true);
    }
  });

  it('declares each table in the schema file named after its owner', async () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    let seen = 0;
    for (const file of files) {
      const exports = (await import(pathToFileURL(join(here, file)).href)) as Record<string, unknown>;
      for (const table of tablesOf(exports)) {
        if (file === 'index.ts') {
          continue;
        }
        seen += 1;
        expect(`${table} in ${file}`).toBe(`${table} in ${owners[table]}.ts`);
      }
    }
    expect(seen).toBe(tables.length);
    const index = readFileSync(join(here, 'index.ts'), 'utf8');
    for (const file of new Set(Object.values(owners))) {
      expect(index, `index.ts re-exports ${file}.ts`).toContain(`export * from './${file}.ts';`);
    }
  });
});
