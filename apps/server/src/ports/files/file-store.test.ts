import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFileStore } from './file-store.ts';

describe('LocalFileStore', () => {
  it('stores the same bytes written at once without error, leaving one file and no partial ones', async () => {
    const root = mkdtempSync(join(tmpdir(), 'file-store-'));
    const store = new LocalFileStore(root);
    const bytes = Buffer.from(`same bytes ${Math.random()}`);
    const keys = await Promise.all(Array.from({ length: 8 }, () => store.put(bytes)));
    expect(new Set(keys).size).toBe(1);
    const key = keys[0] as string;
    expect(readdirSync(join(root, key.slice(0, 2)))).toEqual([key]);
    expect(await store.get(key)).toEqual(bytes);
  });
});
