import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.ts';

describe('redactUrl', () => {
  it('blanks password and token query values, keeping the other parameters', () => {
    const out = redactUrl('/api/Account/reset?email=a%40b.example&password=hunter2&token=abc.def.ghi');
    expect(out).not.toContain('hunter2');
    expect(out).not.toContain('abc.def.ghi');
    const params = new URLSearchParams(out.split('?')[1]);
    expect(params.get('password')).toBe('[redacted]');
    expect(params.get('token')).toBe('[redacted]');
    expect(params.get('email')).toBe('a@b.example');
    expect(out.startsWith('/api/Account/reset?')).toBe(true);
  });

  it('blanks secret-looking names in any case and in longer names (resetToken, clientSecret, code)', () => {
    const out = redactUrl('/x?resetToken=t1&PASSWORD=p1&client_secret=s1&code=c1&NewPassword=p2');
    for (const secret of ['t1', 'p1', 's1', 'c1', 'p2']) {
      expect(out).not.toMatch(new RegExp(`=${secret}(&|$)`));
    }
  });

  it('blanks every value of a repeated secret parameter', () => {
    expect(redactUrl('/x?token=one&token=two')).not.toMatch(/one|two/);
  });

  it('leaves a URL without a query, or without secrets, unchanged', () => {
    expect(redactUrl('/api/Profiles')).toBe('/api/Profiles');
    expect(redactUrl('/api/Profiles?IsActive=true')).toBe('/api/Profiles?IsActive=true');
  });
});
