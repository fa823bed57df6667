import { describe, expect, it } from 'vitest';
import { READ_CACHE_MS, ReadCache } from './read-cache.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 11, 31, 12, 59, 59) + ms);

describe('ReadCache', () => {
  it('reads once and answers from memory until the cache time has passed', async () => {
    const cache = new ReadCache();
    let reads = 0;
    const read = async () => `[${++reads}]`;
    expect(await cache.through('k', at(0), read)).toBe('[1]');
    expect(await cache.through('k', at(READ_CACHE_MS - 1), read)).toBe('[1]');
    expect(await cache.through('other', at(1), read)).toBe('[2]');
    expect(await cache.through('k', at(READ_CACHE_MS), read)).toBe('[3]');
  });

  it('reads again after clear', async () => {
    const cache = new ReadCache();
    let reads = 0;
    const read = async () => `[${++reads}]`;
    await cache.through('k', at(0), read);
    cache.clear();
    expect(await cache.through('k', at(1), read)).toBe('[2]');
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = new ReadCache();
    let release = () => {};
    const slow = cache.through(
      'k',
      at(0),
      () => new Promise<string>((done) => (release = () => done('[old]'))),
    );
    cache.clear(); // a change commits while the list is being read
    release();
    expect(await slow).toBe('[old]');
    expect(await cache.through('k', at(1), async () => '[new]')).toBe('[new]');
  });
});
