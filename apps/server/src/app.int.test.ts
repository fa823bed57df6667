import { describe, expect, it } from 'vitest';
import { harness } from '../test/harness.ts';

describe('the OpenAPI document', () => {
  it('is served at /api/docs/json and describes the API, sign-in included', async () => {
    const h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/Account/login');
    expect(doc.paths['/api/Account/login']).toHaveProperty('post');
    expect(doc.paths).toHaveProperty('/api/Profiles/get_active_clients');
    expect(doc.paths['/api/Account/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/Account/login'].post.security).toBeUndefined();
  });
});
