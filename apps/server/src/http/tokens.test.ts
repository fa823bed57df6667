import { describe, expect, it } from 'vitest';
import { bearerToken, TokenService } from './tokens.ts';

const HOUR = 3_600_000;
const claims = { uid: 'u-1', role: 'Staff', companyId: 'c-1', sv: 3 };

describe('TokenService', () => {
  // The app's clock, not the wall clock, decides both ends of a session (tests move the clock by hand).
  it.each([
    ['far in the past', Date.parse('2001-03-04T05:00:00Z')],
    ['far in the future', Date.parse('2071-03-04T05:00:00Z')],
  ])('lasts 12 hours from issue by the given clock, issued %s', async (_, issued) => {
    const tokens = new TokenService('test-secret-test-secret-test-secret');
    const token = await tokens.sign(claims, new Date(issued));
    const verified = { ...claims, expiresAt: issued + 12 * HOUR, sessionId: expect.any(String) };
    expect(await tokens.verify(token, new Date(issued))).toEqual(verified);
    expect(await tokens.verify(token, new Date(issued + 12 * HOUR - 60_000))).toEqual(verified);
    expect(await tokens.verify(token, new Date(issued + 12 * HOUR + 60_000))).toBeNull();
  });
});

describe('bearerToken and the session id', () => {
  it('reads the token however the header is spaced, the scheme in any case', () => {
    for (const header of ['Bearer abc.def', 'Bearer    abc.def', 'bearer abc.def  ', ' BEARER\tabc.def']) {
      expect(bearerToken(header)).toBe('abc.def');
    }
    expect(bearerToken('Basic abc')).toBe('');
    expect(bearerToken('Bearer a b')).toBe('');
    expect(bearerToken(undefined)).toBe('');
  });

  it('gives each sign-in its own session id, the same for every check of one token', async () => {
    const tokens = new TokenService('test-secret-test-secret-test-secret');
    const now = new Date(Date.parse('2031-05-06T07:00:00Z'));
    const first = await tokens.sign(claims, now);
    const second = await tokens.sign(claims, now);
    const a = await tokens.verify(first, now);
    expect(a?.sessionId).toBeTruthy();
    expect((await tokens.verify(first, now))?.sessionId).toBe(a?.sessionId);
    expect((await tokens.verify(second, now))?.sessionId).not.toBe(a?.sessionId);
  });
});
