import { describe, expect, it } from 'vitest';
import { AccountingRateLimited } from './accounting-errors.ts';
import { CallLimiter, MINUTE_WAITS } from './call-limiter.ts';

describe('CallLimiter', () => {
  it('never runs more than the concurrent limit at once for one organisation', async () => {
    const limiter = new CallLimiter({ concurrent: 2, perMinute: 100 });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const calls = Array.from({ length: 5 }, () =>
      limiter.run('t1', async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      }),
    );
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    await Promise.all(calls);
    expect(most).toBe(2);
  });

  it('waits for the minute window once the per-minute count is spent', async () => {
    let now = 0;
    const slept: number[] = [];
    const limiter = new CallLimiter({
      perMinute: 3,
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
        now += ms;
      },
    });
    for (let i = 0; i < 4; i++) {
      await limiter.run('t1', async () => undefined);
    }
    expect(slept).toEqual([60_000]);
    // Another organisation has its own count.
    await limiter.run('t2', async () => undefined);
    expect(slept).toHaveLength(1);
  });

  it('a sleep that does not move the clock: the call is refused after MINUTE_WAITS waits, never spins forever', async () => {
    // The post-timesheets crash: the test kit's sleep only recorded its waits while the limiter read
    // the real clock, so the minute never passed and the waits grew an array until V8 died.
    const slept: number[] = [];
    const limiter = new CallLimiter({
      perMinute: 2,
      now: () => 1_000,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    await limiter.run('t1', async () => undefined);
    await limiter.run('t1', async () => undefined);
    let ran = false;
    const refused = await limiter
      .run('t1', async () => {
        ran = true;
      })
      .catch((e: unknown) => e);
    expect(ran).toBe(false);
    expect(refused).toBeInstanceOf(AccountingRateLimited);
    expect(refused).toMatchObject({ problem: 'minute', retryAfterSeconds: 60 });
    expect(slept).toEqual(Array.from({ length: MINUTE_WAITS }, () => 60_000));
    // The refused call gave its slot back: another organisation, and this one, still run.
    await expect(limiter.run('t2', async () => 'other')).resolves.toBe('other');
  });

  it('refuses the call past the day’s count at once, per organisation, until the oldest call is a day old', async () => {
    let now = 0;
    const limiter = new CallLimiter({ perDay: 3, perMinute: 100, now: () => now });
    for (let i = 0; i < 3; i++) {
      await limiter.run('t1', async () => undefined);
      now += 3_600_000;
    }
    let ran = false;
    const refused = await limiter
      .run('t1', async () => {
        ran = true;
      })
      .catch((e: unknown) => e);
    expect(ran).toBe(false);
    expect(refused).toBeInstanceOf(AccountingRateLimited);
    expect(refused).toMatchObject({ problem: 'day', retryAfterSeconds: 21 * 3600 });
    await limiter.run('t2', async () => undefined);
    now = 86_400_000;
    await expect(limiter.run('t1', async () => 'again')).resolves.toBe('again');
  });
});
