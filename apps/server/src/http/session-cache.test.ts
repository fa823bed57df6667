import { describe, expect, it } from 'vitest';
import type { Principal } from './principal.ts';
import { SESSION_CACHE_MS, SessionCache } from './session-cache.ts';

const principal = (): Principal => ({
  uid: 'u-1',
  role: 'Staff',
  companyId: 'c-1',
  fullName: 'Priya Sharma',
  email: 'priya@test.example',
  claims: ['Edit Client'],
});
const at = (ms: number) => new Date(Date.UTC(2027, 3, 3, 15, 30) + ms);
const FAR = at(24 * 60 * 60 * 1000).getTime();

describe('SessionCache', () => {
  it('answers for a token until the cache time has passed', () => {
    const cache = new SessionCache();
    cache.set('t', principal(), at(0), FAR, cache.generation);
    expect(cache.get('t', at(SESSION_CACHE_MS - 1))?.uid).toBe('u-1');
    expect(cache.get('t', at(SESSION_CACHE_MS))).toBeUndefined();
    expect(cache.get('other', at(0))).toBeUndefined();
  });

  it('never past the token’s own expiry', () => {
    const cache = new SessionCache();
    cache.set('t', principal(), at(0), at(500).getTime(), cache.generation);
    expect(cache.get('t', at(499))).toBeDefined();
    expect(cache.get('t', at(500))).toBeUndefined();
  });

  it('forgets everything on clear, and keeps the principal from being changed', () => {
    const cache = new SessionCache();
    cache.set('t', principal(), at(0), FAR, cache.generation);
    const cached = cache.get('t', at(1));
    expect(() => cached?.claims.push('Add Client')).toThrow();
    cache.clear();
    expect(cache.get('t', at(1))).toBeUndefined();
  });

  it('does not keep a check that began before a change and ended after it', () => {
    const cache = new SessionCache();
    const began = cache.generation;
    cache.clear(); // the deactivation commits while the user row is being read
    cache.set('t', principal(), at(0), FAR, began);
    expect(cache.get('t', at(1))).toBeUndefined();
    cache.set('t', principal(), at(0), FAR, cache.generation);
    expect(cache.get('t', at(1))).toBeDefined();
  });
});
