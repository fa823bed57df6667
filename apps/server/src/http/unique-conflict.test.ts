import { ERROR_TITLES, MESSAGES } from '@care/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { uniqueConflict } from './unique-conflict.ts';

/** What Drizzle throws when the driver (pg or PGlite) reports a unique violation: the driver's error on `cause`. */
const drizzleError = (constraint: string | undefined, code = '23505') =>
  Object.assign(new Error('Failed query: insert into ...'), {
    cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code, constraint }),
  });

describe('uniqueConflict', () => {
  it('names what is taken by the constraint, on the error or on its cause', () => {
    expect(uniqueConflict(drizzleError('profiles_company_email_unique'))).toMatchObject({
      statusCode: 409,
      message: 'A person with this email already exists.',
      errors: { email: 'A person with this email already exists.' },
      title: ERROR_TITLES.conflict,
    });
    expect(
      uniqueConflict(
        Object.assign(new Error('dup'), { code: '23505', constraint: 'company_roles_name_unique' }),
      ),
    ).toMatchObject({ statusCode: 409, errors: { role: 'A role with this name already exists.' } });
    expect(uniqueConflict(drizzleError('client_referrals_profile_unique'))?.message).toBe(
      'This referral has already been accepted.',
    );
  });

  it('answers an unknown unique index with a general 409, and leaves other errors alone', () => {
    expect(uniqueConflict(drizzleError('some_new_unique'))).toMatchObject({
      statusCode: 409,
      message: 'This record already exists. Refresh the page to see it.',
      errors: undefined,
    });
    expect(uniqueConflict(drizzleError('users_email_unique', '23503'))).toBeUndefined();
    expect(uniqueConflict(new Error('boom'))).toBeUndefined();
    expect(uniqueConflict(undefined)).toBeUndefined();
  });
});

describe('the error handler and unique violations', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/taken', async () => {
      throw drizzleError('users_email_unique');
    });
    app.get('/other', async () => {
      throw drizzleError('users_email_unique', '40P01');
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it('replies 409 with the message and field, never a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'Error',
      title: ERROR_TITLES.conflict,
      message: 'A person with this email already exists.',
      errors: { email: 'A person with this email already exists.' },
    });
  });

  it('still answers any other database error with the fixed 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/other' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(MESSAGES.serverError);
  });
});
