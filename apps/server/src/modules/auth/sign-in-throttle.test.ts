import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle.ts';

const at = (ms: number) => () => new Date(Date.parse('2026-11-22T01:00:00Z') + ms);

describe('SignInThrottle', () => {
  it('reserves attempts as they begin: the 6th for one e-mail and address is refused before any ends', () => {
    const throttle = new SignInThrottle(at(0));
    const attempts = Array.from({ length: 6 }, () => throttle.begin('Ann@Example.com ', '10.0.0.1'));
    expect(attempts.filter(Boolean)).toHaveLength(5);
    expect(attempts[5]).toBeNull();
    // Another address, or another e-mail from this address, is still let through.
    expect(throttle.begin('ann@example.com', '10.0.0.2')).not.toBeNull();
    expect(throttle.begin('bob@example.com', '10.0.0.1')).not.toBeNull();
  });

  it('takes back a released attempt (right password), from the e-mail and from the address', () => {
    const throttle = new SignInThrottle(at(0));
    for (let i = 0; i < 30; i++) {
      const attempt = throttle.begin(`user${i % 3}@example.com`, '10.0.0.3');
      expect(attempt).not.toBeNull();
      attempt?.release();
      attempt?.release();
    }
    // Thirty right passwords later, the e-mail still has all five tries.
    for (let i = 0; i < 5; i++) {
      expect(throttle.begin('user0@example.com', '10.0.0.3')).not.toBeNull();
    }
    expect(throttle.begin('user0@example.com', '10.0.0.3')).toBeNull();
  });

  it('refuses an address after 20 failures over any e-mails, and forgets failures after 15 minutes', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => at(now)());
    for (let i = 0; i < 20; i++) {
      expect(throttle.begin(`guess${i}@example.com`, '10.0.0.4')).not.toBeNull();
    }
    expect(throttle.begin('fresh@example.com', '10.0.0.4')).toBeNull();
    now = 15 * 60 * 1000 + 1;
    expect(throttle.begin('fresh@example.com', '10.0.0.4')).not.toBeNull();
  });

  it('clears an e-mail’s failures from the address on a successful sign-in', () => {
    const throttle = new SignInThrottle(at(0));
    for (let i = 0; i < 4; i++) {
      throttle.begin('ann@example.com', '10.0.0.5');
    }
    throttle.recordSuccess('ann@example.com', '10.0.0.5');
    for (let i = 0; i < 5; i++) {
      expect(throttle.begin('ann@example.com', '10.0.0.5')).not.toBeNull();
    }
  });
});
