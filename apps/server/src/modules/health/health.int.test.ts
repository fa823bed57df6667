import { describe, expect, it } from 'vitest';
import { harness } from '../../../test/harness.ts';

describe('GET /api/health', () => {
  it('answers ok without a session after checking the database', async () => {
    const h = await harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: h.database.kind });
  });
});
