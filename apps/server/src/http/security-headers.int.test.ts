import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../test/harness.ts';
import { get, receivedReferral } from '../../test/referrals.ts';
import { type App, buildApp } from '../app.ts';
import { HSTS } from './security-headers.ts';

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

describe('personal files are never cached', () => {
  it('sends a PDF (the referral PDF) with Cache-Control: no-store', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId);
    const res = await get(h, `/api/ClientReferrals/referral_pdf/${r.id}`, c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends JSON replies with no-store too', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await h.app.inject({ url: '/api/Account/me', headers: bearer(c.users.Staff.token) });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  let app: App;
  beforeAll(async () => {
    const h = await harness();
    app = await buildApp({
      config: { ...h.config, trustProxy: true },
      database: h.database,
      clock: h.clock.now,
      logger: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is sent when the request came over HTTPS, as a trusted proxy says', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain http', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when an untrusted caller claims HTTPS', async () => {
    const h = await harness();
    const res = await h.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
