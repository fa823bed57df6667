import { randomUUID } from 'node:crypto';
import type { RedisLink } from '../../ports/redis/redis-link.ts';
import {
  MAX_PER_ADDRESS,
  MAX_PER_EMAIL_AND_ADDRESS,
  type SignInAttempt,
  type SignInCounter,
  SignInThrottle,
  WINDOW_MS,
} from './sign-in-throttle.ts';

/**
 * Checks both limits and reserves the attempt in one step on the Redis server, so parallel tries on
 * several replicas cannot all pass before any is counted (as `SignInThrottle` does in one process).
 * Each key is a sorted set of attempt ids scored by their time.
 */
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) or redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return 1
`;

/**
 * The sign-in throttle counted on Redis, shared by every replica: five wrong passwords spread over
 * two replicas are five, not five each. While Redis does not answer, this replica counts on its own
 * (`SignInThrottle`): sign-in keeps working, with the per-process limits of a single server.
 */
export class RedisSignInThrottle implements SignInCounter {
  private readonly local: SignInThrottle;

  constructor(
    private readonly link: RedisLink,
    private readonly clock: () => Date,
  ) {
    this.local = new SignInThrottle(clock);
  }

  async begin(email: string, address: string): Promise<SignInAttempt | null> {
    const keys = this.keys(email, address);
    const at = this.clock().getTime();
    const id = randomUUID();
    let reserved: unknown;
    try {
      reserved = await this.link.commands.eval(
        RESERVE,
        2,
        ...keys,
        at,
        at - WINDOW_MS,
        id,
        MAX_PER_EMAIL_AND_ADDRESS,
        MAX_PER_ADDRESS,
        WINDOW_MS,
      );
    } catch {
      return this.local.begin(email, address);
    }
    if (Number(reserved) !== 1) {
      return null;
    }
    let released = false;
    return {
      release: () => {
        if (released) {
          return;
        }
        released = true;
        for (const key of keys) {
          this.link.commands.zrem(key, id).catch(() => undefined);
        }
      },
    };
  }

  recordSuccess(email: string, address: string): void {
    this.local.recordSuccess(email, address);
    const [emailKey] = this.keys(email, address);
    this.link.commands.del(emailKey).catch(() => undefined);
  }

  private keys(email: string, address: string): [string, string] {
    return [
      this.link.key(`sign-in:${email.trim().toLowerCase()}|${address}`),
      this.link.key(`sign-in-address:${address}`),
    ];
  }
}
