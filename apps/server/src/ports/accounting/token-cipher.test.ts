import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher.ts';

describe('TokenCipher', () => {
  it('opens what it sealed, and the sealed text does not hold the token', () => {
    const cipher = new TokenCipher('a key from configuration');
    const sealed = cipher.seal('refresh-token-123');
    expect(sealed).not.toContain('refresh-token-123');
    expect(cipher.open(sealed)).toBe('refresh-token-123');
  });

  it('refuses a token sealed under another key', () => {
    const sealed = new TokenCipher('one key').seal('secret');
    expect(() => new TokenCipher('another key').open(sealed)).toThrow();
  });
});
