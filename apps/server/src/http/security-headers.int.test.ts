import { describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../test/harness.ts';

describe('security headers', () => {
  it('sets nosniff, frame denial and a Content-Security-Policy on an API reply', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/Account/me',
      headers: bearer(c.users.Staff.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sets them on error replies too, and API replies are not cached as-is', async () => {
    const h = await harness();
    for (const res of [
      await h.app.inject({ method: 'GET', url: '/api/Account/me' }),
      await h.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toMatch(/no-cache|no-store/);
    }
  });
});
