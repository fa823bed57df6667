import { PERMISSIONS } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '../routes.ts';
import { describeRecordRule } from './record-rules.ts';
import type { RouteEntry } from './route-table.ts';

/** One line a route: method, path, who may call it (any of), the record it reaches, read or write. */
const lineOf = ({ spec, permissions, record }: RouteEntry): string =>
  [
    spec.method.padEnd(6),
    `/api${spec.url}`,
    permissions === 'public' ? 'public' : permissions.join('|'),
    describeRecordRule(record),
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
});
