import { ERROR_TITLES, MESSAGES } from '@care/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { badRequest, fieldError, notFound } from './errors.ts';

// A tiny app with only the error handler, to throw what the real routes never should.
describe('registerErrorHandler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection to db-internal.example:5432 refused');
    });
    app.get('/boom-with-status', async () => {
      throw Object.assign(new Error('upstream exploded'), { statusCode: 502 });
    });
    app.get('/database-gone', async () => {
      const cause = Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
      throw new Error('Failed query: select 1', { cause });
    });
    app.get('/field', async () => {
      throw fieldError('email', 'Enter a valid email address');
    });
    app.get('/bad', async () => {
      throw badRequest('Some fields need attention.');
    });
    app.get('/missing', async () => {
      throw notFound();
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it('answers an unexpected error with 500 and the fixed message, never the error text or stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'Error',
      title: ERROR_TITLES.server,
      message: MESSAGES.serverError,
    });
    expect(res.json().message).toBe('Server error. Please try again later.');
    expect(res.body).not.toMatch(/stack|db-internal|refused|at .*\.ts/);
  });

  it('answers an unexpected 5xx error the same way', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom-with-status' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(MESSAGES.serverError);
    expect(res.body).not.toContain('upstream exploded');
  });

  it('answers a database out of reach with 503, Retry-After and the fixed message', async () => {
    const res = await app.inject({ method: 'GET', url: '/database-gone' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      status: 'Error',
      title: ERROR_TITLES.unavailable,
      message: MESSAGES.unavailable,
    });
    expect(res.body).not.toMatch(/administrator|Failed query/);
  });

  it('maps a typed field error to 400 with the per-field message', async () => {
    const res = await app.inject({ method: 'GET', url: '/field' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'Error',
      title: ERROR_TITLES.badInput,
      message: 'Enter a valid email address',
      errors: { email: 'Enter a valid email address' },
    });
  });

  it('leaves out `errors` when no field is to blame', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('errors');
  });

  it('maps notFound to 404 with the fixed message', async () => {
    const res = await app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'Error', message: MESSAGES.notFound });
  });
});
