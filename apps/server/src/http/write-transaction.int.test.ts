import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type CompanyFixture, createCompany, type Harness, harness } from '../../test/harness.ts';
import { activityLogs } from '../db/schema/index.ts';
import { insertActivity } from '../modules/activity-log/activity-log.repo.ts';
import { sessionReader } from '../modules/auth/session-reader.ts';
import { SignInThrottle } from '../modules/auth/sign-in-throttle.ts';
import { LocalInvalidation } from './cache-invalidation.ts';
import type { AppDeps } from './deps.ts';
import { registerErrorHandler } from './error-handler.ts';
import { ReadCache } from './read-cache.ts';
import { registerRoute, routeSpec } from './route.ts';
import { SessionCache } from './session-cache.ts';
import { TokenService } from './tokens.ts';
import { BUSY_MESSAGE, sqlState, WRITE_RETRIES, writeTransaction } from './write-transaction.ts';

/** What pg and PGlite throw for a deadlock, wrapped the way Drizzle wraps a driver's error. */
const deadlock = () =>
  Object.assign(new Error('Failed query: update ...'), {
    cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  });

describe('the write transaction retries deadlocks and serialization failures', () => {
  let h: Harness;
  let c: CompanyFixture;
  let app: FastifyInstance;
  const tag = randomUUID().slice(0, 8);
  /** How many more tries of the route throw a deadlock after writing a line of their own. */
  let failNext = 0;
  let tries = 0;

  beforeAll(async () => {
    h = await harness();
    c = await createCompany(h);
    const caches = { sessions: new SessionCache(), reads: new ReadCache() };
    const deps = {
      config: h.config,
      database: h.database,
      tokens: new TokenService(h.config.jwtSecret),
      ...caches,
      invalidation: new LocalInvalidation(caches),
      throttle: new SignInThrottle(h.clock.now),
      sessionReader,
      writeActivity: insertActivity,
      clock: h.clock.now,
    } as unknown as AppDeps;
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const spec = routeSpec({
      method: 'POST',
      url: '/race',
      summary: 'A write that loses races on demand',
      activity: `Raced ${tag}`,
      async handler({ db, principal, now }) {
        tries += 1;
        if (failNext > 0) {
          failNext -= 1;
          // Written in the try that then loses: the rollback must take it away.
          await insertActivity(db, {
            companyId: principal.companyId,
            userId: principal.uid,
            user: principal.fullName,
            activity: `Lost ${tag}`,
            medium: 'Web',
            dateCreated: now,
          });
          throw deadlock();
        }
        return { status: 'Success' };
      },
    });
    registerRoute(app, deps, spec, { permissions: ['session.use'] });
    await app.ready();
  });
  afterAll(() => app.close());

  const lines = async (text: string) =>
    (await h.database.db.select().from(activityLogs).where(eq(activityLogs.activity, text))).length;

  it('runs a transaction that hit a deadlock once again: 200, one activity line, the lost try’s writes gone', async () => {
    failNext = 1;
    tries = 0;
    const res = await app.inject({ method: 'POST', url: '/race', headers: bearer(c.users.Staff.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(tries).toBe(2);
    expect(await lines(`Raced ${tag}`)).toBe(1);
    expect(await lines(`Lost ${tag}`)).toBe(0);
  });

  it('answers 409 with a plain message when every try deadlocks, after a bounded number of tries', async () => {
    failNext = 100;
    tries = 0;
    const before = await lines(`Raced ${tag}`);
    const res = await app.inject({ method: 'POST', url: '/race', headers: bearer(c.users.Staff.token) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'Error', message: BUSY_MESSAGE });
    expect(tries).toBe(WRITE_RETRIES + 1);
    expect(await lines(`Raced ${tag}`)).toBe(before);
    expect(await lines(`Lost ${tag}`)).toBe(0);
    failNext = 0;
  });
});

describe('writeTransaction', () => {
  it('retries a serialization failure (40001), never another error, and waits a little longer each time', async () => {
    const h = await harness();
    const waits: number[] = [];
    let calls = 0;
    const result = await writeTransaction(
      h.database.db,
      async () => {
        calls += 1;
        if (calls < 3) {
          throw Object.assign(new Error('could not serialize access'), { code: '40001' });
        }
        return 'done';
      },
      { sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
    );
    expect(result).toBe('done');
    expect(waits).toEqual([20, 40]);

    calls = 0;
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      writeTransaction(h.database.db, async () => {
        calls += 1;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(calls).toBe(1);
  });

  it('reads the SQLSTATE through Drizzle’s wrapping', () => {
    expect(sqlState(deadlock())).toBe('40P01');
    expect(sqlState(new Error('plain'))).toBeUndefined();
  });
});
