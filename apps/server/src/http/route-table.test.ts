import { PERMISSIONS, REACH, reachActions } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { ROW_LOADERS } from '../reach-rows.ts';
import { AREA_ROUTES } from '../routes.ts';
import { describeReach } from './reach.ts';
import { describeRecordRule } from './record-rules.ts';
import type { RouteEntry } from './route-table.ts';

/** One line a route: method, path, who may call it (any of), the record it reaches, its reach (and row), read or write. */
const lineOf = ({ spec, permissions, record, reach, row }: RouteEntry): string =>
  [
    spec.method.padEnd(6),
    `/api${spec.url}`,
    permissions === 'public' ? 'public' : permissions.join('|'),
    describeRecordRule(record),
    describeReach(reach, row),
    spec.activity !== undefined ? 'writes' : 'reads',
  ].join('  ');

const entries = AREA_ROUTES.flat();

describe('the route table', () => {
  it('is the committed snapshot: a change of who may call what shows in review as a changed line', async () => {
    const lines = entries
      .map(lineOf)
      .sort((a, b) => a.slice(8).localeCompare(b.slice(8)) || a.localeCompare(b));
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./route-table.snapshot.txt');
  });

  it('names only actions of the permission table, and every route once', () => {
    const unknown = entries.flatMap((e) =>
      e.permissions === 'public' ? [] : e.permissions.filter((a) => !(a in PERMISSIONS)),
    );
    expect(unknown).toEqual([]);
    const keys = entries.map((e) => `${e.spec.method} ${e.spec.url}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('opens a route that names a reach to that kind’s actions only, at least one of them "all"', () => {
    const wrong = entries.flatMap(({ spec, permissions, reach }) => {
      if (!reach || permissions === 'public') {
        return [];
      }
      const rule = REACH[reach];
      const fits =
        permissions.every((a) => reachActions(reach).includes(a)) &&
        permissions.some((a) => (rule.all as readonly string[]).includes(a));
      return fits ? [] : [`${spec.method} ${spec.url}: ${permissions.join('|')} for reach:${reach}`];
    });
    expect(wrong).toEqual([]);
    expect(entries.filter((e) => e.reach).length).toBeGreaterThan(0);
  });

  it('names a reach on the line of every route whose handler reads one', () => {
    // Without it the kernel hands the handler no reach, and reading it fails at run time.
    const reads = (f: unknown) =>
      typeof f === 'function' && /\breach\b/.test(f.toString().slice(0, f.toString().indexOf(')')));
    const missing = entries
      .filter((e) => !e.reach && (reads(e.spec.handler) || reads(e.spec.prepare)))
      .map((e) => `${e.spec.method} ${e.spec.url}`);
    expect(missing).toEqual([]);
  });

  it('loads the row of every row route by its kind’s loader, and hands a row only to such a route', () => {
    const unloaded = entries
      .filter((e) => e.row && !(e.reach && ROW_LOADERS[e.reach]))
      .map((e) => `${e.spec.method} ${e.spec.url}: reach:${e.reach} has no row loader (src/reach-rows.ts)`);
    expect(unloaded).toEqual([]);
    const reads = (f: unknown) =>
      typeof f === 'function' && /\brow\b/.test(f.toString().slice(0, f.toString().indexOf(')')));
    const missing = entries
      .filter((e) => !e.row && reads(e.spec.handler))
      .map((e) => `${e.spec.method} ${e.spec.url}`);
    expect(missing).toEqual([]);
    expect(entries.filter((e) => e.row).length).toBeGreaterThan(0);
  });
});
