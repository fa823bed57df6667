import { Redis } from 'ioredis';

/** The Redis settings: the server's address and the prefix of every key and channel. */
export interface RedisConfig {
  url: string;
  /** Keeps several products (or test runs) apart on one Redis. */
  prefix: string;
}

const COMMAND_TIMEOUT_MS = 1_000;
/** How often the subscribed connection is asked whether Redis still answers. */
export const HEARTBEAT_MS = 1_000;

/**
 * The two connections a replica keeps to Redis: one for commands, one subscribed to the change
 * channel (a subscribed connection can send nothing else). Commands fail at once while Redis is
 * away (no offline queue), so a request never waits on it; both reconnect on their own.
 */
export class RedisLink {
  readonly commands: Redis;
  readonly subscriber: Redis;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(readonly config: RedisConfig) {
    const options = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      // A Redis that stops answering without closing the connection (a network partition) fails
      // each command after a second, so neither a write's publish nor a sign-in waits on it.
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Tries again every half second at most, forever: Redis coming back is picked up by itself.
      retryStrategy: (times: number) => Math.min(times * 100, 500),
      lazyConnect: true,
    };
    this.commands = new Redis(config.url, options);
    this.subscriber = new Redis(config.url, options);
    // Errors are seen through the connection state; without a listener ioredis would print each one.
    this.commands.on('error', () => {});
    this.subscriber.on('error', () => {});
  }

  key(name: string): string {
    return `${this.config.prefix}${name}`;
  }

  /** Starts connecting; the server starts whether or not Redis answers. */
  connect(): void {
    this.commands.connect().catch(() => {});
    this.subscriber.connect().catch(() => {});
    // A subscribed connection only listens, so a silent Redis would never be noticed and missed
    // messages would leave stale caches trusted: it is pinged every second, and one that gets no
    // answer is dropped and opened again (its 'close' makes the caches untrusted meanwhile).
    this.heartbeat = setInterval(() => {
      if (this.subscriber.status !== 'ready') {
        return;
      }
      this.subscriber.ping().catch(() => {
        if (this.subscriber.status === 'ready') {
          this.subscriber.disconnect(true);
        }
      });
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Whether Redis answers a PING within the time given (the readiness check). */
  async answers(timeoutMs = 1_000): Promise<boolean> {
    if (this.commands.status !== 'ready') {
      return false;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.commands.ping().then((r) => r === 'PONG'),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}
