import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import { TABLE_OWNERS } from './schema/owners.ts';
import { FOREIGN_READS, FOREIGN_WRITES, SQL_OUTSIDE_REPOS } from './schema-access.allow.ts';

/*
 * Who may touch the database, read off the source tree (apps/server/src):
 *
 * 1. SQL lives in `*.repo.ts` files. Any other file that imports drizzle-orm's query builders or the
 *    database's own SQL code (db/schema — even for a type —, db/json-list.ts, db/prepared.ts,
 *    db/person-name.ts...) must be on SQL_OUTSIDE_REPOS. Not counted: db/client.ts (the connection
 *    and its types, which use cases pass on), db/read-together.ts (how a use case runs its repos'
 *    reads, no SQL) and `import type` from drizzle-orm (a use case may name
 *    the SQL type of a condition it hands to a repo without building one).
 * 2. A file of module A writes (insert, update, delete) only the tables A owns (db/schema/owners.ts),
 *    unless the pair is on FOREIGN_WRITES.
 * 3. A file of module A names (selects from, joins, filters on, or names in hand-written SQL) only
 *    the tables A owns, unless the pair is on FOREIGN_READS: another area's rows come through that
 *    area's door (modules/<area>/<area>.api.ts).
 *
 * The three lists only shrink: an entry that is no longer needed fails the test too, so it must go.
 *
 * Not scanned:
 * - tests (`*.test.ts`) and test kits (`*.test-kit.ts`): they set up fixture rows of any area
 *   directly, and only tests import them (checked below);
 * - db/ itself: the schema, the connection and the shared SQL helpers;
 * - seed/ as a whole: the demo seed writes one demonstration company across every area once, at the
 *   first start of an empty database. It is data, not behaviour: it follows the schema directly,
 *   never runs on a request, and going through every owner's repo row by row would only make the
 *   first start slower and the seed longer. It is still bound to the schema by its own tests.
 */

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** Every .ts file under src, as a path relative to src with forward slashes. */
const allFiles = walk(src)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => relative(src, f).split(sep).join('/'));

const isTest = (file: string) => file.endsWith('.test.ts') || file.endsWith('.test-kit.ts');
const scanned = allFiles.filter((f) => !isTest(f) && !f.startsWith('db/') && !f.startsWith('seed/'));
const text = (file: string) => readFileSync(join(src, file), 'utf8');

interface Import {
  /** The specifier resolved against src for a relative one ('db/schema/index.ts'), else as written. */
  target: string;
  /** The names it brings in: local name → exported name ('*' for a namespace). */
  names: Map<string, string>;
  /** `import type { … }`, or every name marked `type`: no value, so no query can be built with it. */
  typeOnly: boolean;
}

/** The import and re-export declarations of a file, and its dynamic imports. */
const importsOf = (file: string): Import[] => importsIn(text(file), file);

/** The imports of a source text, its relative specifiers read from the file's folder. */
function importsIn(source: string, file: string): Import[] {
  const found: Import[] = [];
  const resolveTarget = (spec: string) =>
    spec.startsWith('.')
      ? relative(src, resolve(join(src, dirname(file)), spec))
          .split(sep)
          .join('/')
      : spec;
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\b([^;'"]*?)\bfrom\s*['"]([^'"]+)['"]/g)) {
    const clause = m[1] ?? '';
    const names = new Map<string, string>();
    const braces = clause.match(/\{([^}]*)\}/);
    const parts = (braces?.[1]?.split(',') ?? []).map((p) => p.trim()).filter(Boolean);
    const withValueName = /^\s*(\*|(?!type\b)\w+\s*,)/.test(clause); // `* as x`, or `x, { … }`
    const typeOnly =
      /^\s*type\b/.test(clause) ||
      (!withValueName && parts.length > 0 && parts.every((p) => p.startsWith('type ')));
    for (const part of braces?.[1]?.split(',') ?? []) {
      const [exported, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (exported) {
        names.set(local ?? exported, exported);
      }
    }
    const namespace = clause.match(/\*\s+as\s+(\w+)/);
    if (namespace?.[1]) {
      names.set(namespace[1], '*');
    }
    found.push({ target: resolveTarget(m[2] ?? ''), names, typeOnly });
  }
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ target: resolveTarget(m[1] ?? ''), names: new Map(), typeOnly: false });
  }
  return found;
}

const isSchema = (target: string) => target.startsWith('db/schema');
const NOT_SQL = new Set(['db/client.ts', 'db/unavailable.ts', 'db/read-together.ts']);
/**
 * An import that brings SQL in: the database's own SQL code (anything under db/ but the connection,
 * the telling of a lost connection, db/unavailable.ts, and the running of reads together,
 * db/read-together.ts; the schema even for its types), or
 * drizzle-orm's query builders (its types alone build nothing).
 */
const isSqlImport = (i: Import) =>
  (/^drizzle-orm(\/|$)/.test(i.target) && !i.typeOnly) ||
  (i.target.startsWith('db/') && !NOT_SQL.has(i.target));

/** SQL name of each table, by its export name in db/schema. */
const tableNames = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, value]) => [name, getTableName(value as PgTable)]),
);
const sqlTableNames = new Set(tableNames.values());
const owners: Record<string, string> = TABLE_OWNERS;

/** The module a file belongs to: its folder under modules/, or '' outside modules/. */
const moduleOf = (file: string) => (file.startsWith('modules/') ? (file.split('/')[1] ?? '') : '');

/** The names a file gives the schema's exports: local name → exported name ('*' for a namespace). */
function schemaNames(file: string): Map<string, string> {
  const local = new Map<string, string>();
  for (const imp of importsOf(file).filter((i) => isSchema(i.target))) {
    for (const [name, exported] of imp.names) {
      local.set(name, exported);
    }
  }
  // `const l = invoiceLines;` — a shorter name for a table.
  for (const m of text(file).matchAll(/\bconst\s+(\w+)\s*=\s*(\w+)\s*;/g)) {
    const target = local.get(m[2] ?? '');
    if (target && m[1]) {
      local.set(m[1], target);
    }
  }
  return local;
}

/** The source without its comments and import lines: what is left is code and SQL. */
const codeOf = (file: string) =>
  text(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/(?:^|\n)\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"][^'"]+['"]\s*;?/g, '\n');

/** The tables (SQL names) a file names: schema table objects it uses, and tables in hand-written SQL. */
function tablesUsed(file: string): Set<string> {
  const code = codeOf(file);
  const used = new Set<string>();
  for (const [name, exported] of schemaNames(file)) {
    const table = tableNames.get(exported);
    if (table && new RegExp(`(?<![\\w.$])${name}\\b`).test(code)) {
      used.add(table);
    }
    if (exported === '*') {
      for (const m of code.matchAll(new RegExp(`(?<![\\w.$])${name}\\.(\\w+)`, 'g'))) {
        const member = tableNames.get(m[1] ?? '');
        if (member) {
          used.add(member);
        }
      }
    }
  }
  // Hand-written SQL: `from x`, `join x`.
  for (const m of code.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)) {
    if (m[1] && sqlTableNames.has(m[1])) {
      used.add(m[1]);
    }
  }
  return used;
}

/** The tables (SQL names) a file inserts into, updates or deletes from. */
function tablesWritten(file: string): Set<string> {
  const source = text(file);
  const local = schemaNames(file);
  const tableOf = (expression: string): string | undefined => {
    const [head, member] = expression.split('.');
    const exported = local.get(head ?? '');
    const name = exported === '*' ? member : member === undefined ? exported : undefined;
    return name ? tableNames.get(name) : undefined;
  };
  const written = new Set<string>();
  for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*([\w.]+)\s*[,)]/g)) {
    const table = tableOf(m[1] ?? '');
    if (table) {
      written.add(table);
    }
  }
  // Hand-written SQL: `insert into x`, `update x set`, `delete from x`.
  for (const m of source.matchAll(/\b(?:insert\s+into|delete\s+from|update)\s+"?(\w+)"?(\s+set\b)?/gi)) {
    const [whole, table, set] = m;
    const isUpdate = /^update/i.test(whole);
    if (table && sqlTableNames.has(table) && (!isUpdate || set)) {
      written.add(table);
    }
  }
  return written;
}

describe('schema access', () => {
  it('keeps SQL in *.repo.ts files, but for the listed files', () => {
    const withSql = scanned.filter((f) => !f.endsWith('.repo.ts') && importsOf(f).some(isSqlImport));
    const listed = [...SQL_OUTSIDE_REPOS];
    expect(new Set(listed).size, 'SQL_OUTSIDE_REPOS names a file twice').toBe(listed.length);
    expect(
      withSql.filter((f) => !listed.includes(f)),
      'files that import drizzle-orm or db/schema outside a *.repo.ts: move the SQL into the repo',
    ).toEqual([]);
    expect(
      listed.filter((f) => !withSql.includes(f)),
      'files on SQL_OUTSIDE_REPOS that no longer need it: take them off the list',
    ).toEqual([]);
  });

  it('has each module write only the tables it owns, but for the listed writes', () => {
    const foreign: Record<string, string[]> = {};
    for (const file of scanned) {
      const mine = moduleOf(file);
      const others = [...tablesWritten(file)].filter((t) => owners[t] !== mine).sort();
      if (others.length > 0) {
        foreign[file] = others;
      }
    }
    const listed = Object.fromEntries(Object.entries(FOREIGN_WRITES).map(([f, t]) => [f, [...t].sort()]));
    expect(
      foreign,
      'writes into another module’s table: call the owner’s exported write (db/schema/owners.ts), or list it',
    ).toEqual(listed);
  });

  it('has each module read only the tables it owns, but for the listed reads', () => {
    const foreign: Record<string, string[]> = {};
    for (const file of scanned) {
      const mine = moduleOf(file);
      const others = [...tablesUsed(file)].filter((t) => owners[t] !== mine).sort();
      if (others.length > 0) {
        foreign[file] = others;
      }
    }
    const listed = Object.fromEntries(Object.entries(FOREIGN_READS).map(([f, t]) => [f, [...t].sort()]));
    expect(
      foreign,
      'reads of another module’s table: call the owner’s door (modules/<area>/<area>.api.ts), or list it',
    ).toEqual(listed);
  });

  it('finds the reads it looks for', () => {
    // Table objects used in code, and tables named in hand-written SQL, of known files.
    expect([...tablesUsed('modules/invoices/billable.repo.ts')]).toEqual(
      expect.arrayContaining(['shift_rosters', 'shift_roster_clients', 'attendances', 'attendance_splits']),
    );
    expect([...tablesUsed('modules/timesheets/sent-timesheets.repo.ts')]).toEqual(
      expect.arrayContaining(['timesheets', 'attendances', 'attendance_splits']),
    );
    expect([...tablesUsed('modules/mail/mail.repo.ts')]).toEqual(['mail_outbox']);
  });

  it('finds the writes it looks for', () => {
    // The scan itself: known writes of known files, so a change of style cannot blind it.
    expect([...tablesWritten('modules/mail/mail.repo.ts')]).toContain('mail_outbox');
    expect([...tablesWritten('modules/invoices/draft-insert.repo.ts')]).toContain('invoice_lines');
    expect([...tablesWritten('modules/roster/shift-write.repo.ts')].sort()).toEqual([
      'shift_roster_clients',
      'shift_rosters',
    ]);
  });

  it('tells the SQL imports apart', () => {
    const sqlImports = (source: string) => importsIn(source, 'modules/x/y.ts').filter(isSqlImport).length;
    expect(sqlImports("import { and, eq } from 'drizzle-orm';")).toBe(1);
    expect(sqlImports("import { type SQL, sql } from 'drizzle-orm';")).toBe(1);
    expect(sqlImports("import * as d from 'drizzle-orm';")).toBe(1);
    expect(sqlImports("import type { SQL } from 'drizzle-orm';")).toBe(0);
    expect(sqlImports("import { type SQL, type Column } from 'drizzle-orm';")).toBe(0);
    expect(sqlImports("import type { OutboxAttachment } from '../../db/schema/index.ts';")).toBe(1);
    expect(sqlImports("export { users } from '../../db/schema/index.ts';")).toBe(1);
    expect(sqlImports("import { fullNameSql } from '../../db/person-name.ts';")).toBe(1);
    expect(sqlImports("import type { Queryable } from '../../db/client.ts';")).toBe(0);
    expect(sqlImports("import { findPerson } from '../people/people-reads.repo.ts';")).toBe(0);
  });

  it('lets only tests import the test kits', () => {
    const importers = scanned.filter((f) => importsOf(f).some((i) => i.target.endsWith('.test-kit.ts')));
    expect(importers).toEqual([]);
  });
});
