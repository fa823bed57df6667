import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { uniqueAddress } from '../../../test/fixtures.ts';
import { createCompany, harness, PASSWORD } from '../../../test/harness.ts';
import { atOnce } from '../../../test/race.ts';

describe('sign-in throttle under parallel tries', () => {
  it('checks at most 5 of 50 wrong passwords sent at once; the other 45 are refused with 429 unchecked', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const email = c.users.Administrator.email;
    const remoteAddress = uniqueAddress();
    const replies = await atOnce(50, (i) =>
      h.app.inject({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email, password: `Wrong-${i}` },
        remoteAddress,
      }),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    for (const refused of replies.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ status: 'Error', message: MESSAGES.tooManySignIns });
    }
    // The right password is refused too until the window passes.
    const right = await h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email, password: PASSWORD },
      remoteAddress,
    });
    expect(right.statusCode).toBe(429);
  });

  it('does not count right passwords sent at once against the address', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const remoteAddress = uniqueAddress();
    const everyone = Object.values(c.users).map((u) => u.email);
    // 24 good sign-ins from one address, more than its limit of 20 failures.
    const replies = await atOnce(24, (i) =>
      h.app.inject({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email: everyone[i % everyone.length], password: PASSWORD },
        remoteAddress,
      }),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(24).fill(200));
  });
});
