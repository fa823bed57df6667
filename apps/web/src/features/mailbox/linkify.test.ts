import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify.tsx';

describe('links in mail text', () => {
  it('finds web addresses and leaves the sentence punctuation out of them', () => {
    expect(
      splitLinks('Set your password: http://localhost:3000/auth/set-password?token=abc. Thanks'),
    ).toEqual([
      { text: 'Set your password: ' },
      {
        text: 'http://localhost:3000/auth/set-password?token=abc',
        href: 'http://localhost:3000/auth/set-password?token=abc',
      },
      { text: '. Thanks' },
    ]);
  });

  it('keeps plain text alone, and ignores addresses that are not web links', () => {
    expect(splitLinks('Call 0412 345 678 or javascript:alert(1)')).toEqual([
      { text: 'Call 0412 345 678 or javascript:alert(1)' },
    ]);
  });
});
