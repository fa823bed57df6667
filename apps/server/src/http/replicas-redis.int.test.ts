import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createCompany, type Harness, harness, PASSWORD } from '../../test/harness.ts';
import {
  REDIS_TEST_URL,
  redisAnswers,
  replicaOf,
  silentableRedis,
  uniqueRedisPrefix,
  untilLinked,
} from '../../test/redis.ts';
import type { App } from '../app.ts';
import { staffs } from '../db/schema/index.ts';
import { HEARTBEAT_MS } from '../ports/redis/redis-link.ts';

const hasRedis = await redisAnswers();
if (!hasRedis) {
  console.warn(`replicas-redis.int.test.ts skipped: no Redis answers at ${REDIS_TEST_URL} (REDIS_TEST_URL)`);
}

const me = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/Account/me', headers: bearer(token) });
const signIn = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });

// Two replicas on one database and one Redis, as behind a load balancer. The test clock never
// moves here, so without the Redis channel replica B would keep its cached answers for ever.
describe.skipIf(!hasRedis)('two replicas sharing Redis', () => {
  let h: Harness;
  let a: App;
  let b: App;

  beforeAll(async () => {
    h = await harness();
    const redis = { url: REDIS_TEST_URL, prefix: uniqueRedisPrefix() };
    a = await replicaOf(h, redis);
    b = await replicaOf(h, redis);
    await untilLinked(a);
    await untilLinked(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  async function staffWithRecord() {
    const c = await createCompany(h);
    const staff = c.users.Staff;
    const [row] = await h.database.db
      .insert(staffs)
      .values({
        companyId: c.companyId,
        firstName: 'Staff',
        surName: 'Replica',
        email: staff.email,
        userId: staff.id,
      })
      .returning({ id: staffs.id });
    return { c, staff, staffId: row?.id as string };
  }

  it('says both replicas are ready, with Redis answering', async () => {
    const res = await b.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: 'ok', redis: 'ok' });
  });

  it('refuses on B a user deactivated through A, although B had the session cached', async () => {
    const { c, staff, staffId } = await staffWithRecord();
    expect((await me(b, staff.token)).statusCode).toBe(200);
    expect((await me(b, staff.token)).statusCode).toBe(200);
    const off = await a.inject({
      method: 'GET',
      url: `/api/Staffs/deactivate_staff?staffId=${staffId}`,
      headers: bearer(c.users.Administrator.token),
    });
    expect(off.statusCode).toBe(200);
    // The bound: refused on the other replica within one second.
    await vi.waitFor(async () => expect((await me(b, staff.token)).statusCode).toBe(401), {
      timeout: 1_000,
      interval: 10,
    });
  });

  it("shows in B's list a change saved through A, although B had the list cached", async () => {
    const { c, staffId } = await staffWithRecord();
    const list = async () => {
      const res = await b.inject({
        method: 'GET',
        url: '/api/Staffs',
        headers: bearer(c.users.Administrator.token),
      });
      const row = (res.json() as { staffId: string; isActive: boolean }[]).find((s) => s.staffId === staffId);
      return row?.isActive;
    };
    expect(await list()).toBe(true);
    const off = await a.inject({
      method: 'GET',
      url: `/api/Staffs/deactivate_staff?staffId=${staffId}`,
      headers: bearer(c.users.Administrator.token),
    });
    expect(off.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await list()).toBe(false), { timeout: 1_000, interval: 10 });
  });

  it('throttles wrong passwords spread over A and B as one count', async () => {
    const { staff } = await staffWithRecord();
    for (const app of [a, b, a, b, a]) {
      expect((await signIn(app, staff.email, 'Wrong-Password-1')).statusCode).toBe(401);
    }
    // Five failures in all: the sixth try is refused on either replica, even with the right password.
    expect((await signIn(b, staff.email, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(a, staff.email, PASSWORD)).statusCode).toBe(429);
  });

  it('takes a right password back out of the shared count', async () => {
    const { staff } = await staffWithRecord();
    for (const app of [a, b, a, b]) {
      expect((await signIn(app, staff.email, 'Wrong-Password-1')).statusCode).toBe(401);
    }
    expect((await signIn(b, staff.email, PASSWORD)).statusCode).toBe(200);
    // The success cleared the e-mail's failures: four more wrong ones are still answered 401.
    for (const app of [a, b, a, b]) {
      expect((await signIn(app, staff.email, 'Wrong-Password-1')).statusCode).toBe(401);
    }
  });
});

// Redis named but not answering: the replica keeps serving, its caches are bypassed (a change made
// behind its back shows at once) and the throttle counts in this process.
describe('a replica whose Redis does not answer', () => {
  let h: Harness;
  let app: App;

  beforeAll(async () => {
    h = await harness();
    app = await replicaOf(h, { url: 'redis://127.0.0.1:1', prefix: uniqueRedisPrefix() });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves, but says it is not ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'ok', redis: 'unavailable' });
  });

  it('does not trust its session cache: a deactivation written by another server is refused at once', async () => {
    const { c, staff, staffId } = await (async () => {
      const c = await createCompany(h);
      const staff = c.users.Staff;
      const [row] = await h.database.db
        .insert(staffs)
        .values({
          companyId: c.companyId,
          firstName: 'Staff',
          surName: 'NoRedis',
          email: staff.email,
          userId: staff.id,
        })
        .returning({ id: staffs.id });
      return { c, staff, staffId: row?.id as string };
    })();
    expect((await me(app, staff.token)).statusCode).toBe(200);
    // Deactivated through the harness's own app: nothing tells this replica.
    const off = await h.app.inject({
      method: 'GET',
      url: `/api/Staffs/deactivate_staff?staffId=${staffId}`,
      headers: bearer(c.users.Administrator.token),
    });
    expect(off.statusCode).toBe(200);
    expect((await me(app, staff.token)).statusCode).toBe(401);
  });

  it('still signs people in and throttles wrong passwords in this process', async () => {
    const c = await createCompany(h);
    const email = c.users.Auditor.email;
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app, email, 'Wrong-Password-1')).statusCode).toBe(401);
    }
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(429);
  });
});

// Redis going silent while linked (a partition: nothing refused, nothing closed, nothing answered):
// writes and sign-ins do not wait on it, the replica stops trusting its caches within seconds, and
// it takes them up again when Redis answers.
describe.skipIf(!hasRedis)('a replica whose Redis goes silent while linked', () => {
  let h: Harness;
  let app: App;
  let relay: Awaited<ReturnType<typeof silentableRedis>>;

  beforeAll(async () => {
    h = await harness();
    relay = await silentableRedis();
    app = await replicaOf(h, { url: relay.url, prefix: uniqueRedisPrefix() });
    await untilLinked(app);
  });
  afterAll(async () => {
    relay?.speak();
    await app?.close();
    await relay?.close();
  });

  const ready = async () => (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
  const staffOf = async (surName: string) => {
    const c = await createCompany(h);
    const [row] = await h.database.db
      .insert(staffs)
      .values({
        companyId: c.companyId,
        firstName: 'Staff',
        surName,
        email: c.users.Staff.email,
        userId: c.users.Staff.id,
      })
      .returning({ id: staffs.id });
    return { c, staff: c.users.Staff, staffId: row?.id as string };
  };

  it('answers writes and sign-ins without waiting, bypasses its caches, and trusts them again when Redis is back', async () => {
    expect(await ready()).toBe(200);
    const one = await staffOf('Partition');
    const two = await staffOf('Partition');
    expect((await me(app, one.staff.token)).statusCode).toBe(200);
    relay.silence();

    // A change through this replica: its clear message cannot be published, and the reply does not wait.
    const started = performance.now();
    const off = await app.inject({
      method: 'GET',
      url: `/api/Staffs/deactivate_staff?staffId=${one.staffId}`,
      headers: bearer(one.c.users.Administrator.token),
    });
    expect(off.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await me(app, one.staff.token)).statusCode).toBe(401);

    // Within seconds the silent link is noticed: not ready, and the caches are neither read nor filled.
    await vi.waitFor(async () => expect(await ready()).toBe(503), { timeout: 6_000, interval: 100 });
    // The subscribed connection's heartbeat: a ping without answer within a second drops it.
    await new Promise((r) => setTimeout(r, 2 * HEARTBEAT_MS + 500));
    expect((await me(app, two.staff.token)).statusCode).toBe(200);
    const offElsewhere = await h.app.inject({
      method: 'GET',
      url: `/api/Staffs/deactivate_staff?staffId=${two.staffId}`,
      headers: bearer(two.c.users.Administrator.token),
    });
    expect(offElsewhere.statusCode).toBe(200);
    expect((await me(app, two.staff.token)).statusCode).toBe(401);

    // Sign-in still works, counted in this process.
    const signInStarted = performance.now();
    expect((await signIn(app, one.c.users.Auditor.email, PASSWORD)).statusCode).toBe(200);
    expect(performance.now() - signInStarted).toBeLessThan(3_000);

    relay.speak();
    await vi.waitFor(async () => expect(await ready()).toBe(200), { timeout: 10_000, interval: 100 });
  });
});
