import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.ts';

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
    const verified = { ...claims, expiresAt: issued + 12 * HOUR };
    expect(await tokens.verify(token, new Date(issued))).toEqual(verified);
    expect(await tokens.verify(token, new Date(issued + 12 * HOUR - 60_000))).toEqual(verified);
    expect(await tokens.verify(token, new Date(issued + 12 * HOUR + 60_000))).toBeNull();
  });
});
