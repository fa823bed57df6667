import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BackgroundWork } from '../jobs/background-work.ts';
import type { AccountingProvider } from '../ports/accounting/accounting.ts';
import type { ShiftReportDrafter } from '../ports/ai/ai.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import type { MailTransport } from '../ports/mail/mail-transport.ts';
import type { PaymentProvider } from '../ports/payments/payments.ts';
import type { RedisLink } from '../ports/redis/redis-link.ts';
import type { CacheInvalidation } from './cache-invalidation.ts';
import type {
  ActivityWriter,
  OwnRecords,
  PersonFactsReader,
  RowLoaders,
  SessionReader,
  SignInCounter,
} from './kernel-needs.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { ReadCache } from './read-cache.ts';
import type { RecentWriters } from './recent-writers.ts';
import type { SessionCache } from './session-cache.ts';
import type { TokenService } from './tokens.ts';

/** What the routes need from the outside world; tests build it with their own clock and database. */
export interface AppDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** Recently checked sessions; cleared by every change (on every replica, with Redis). */
  sessions: SessionCache;
  /** Recent replies of the hot list reads; cleared by every change (on every replica, with Redis). */
  reads: ReadCache;
  /** Clears both caches after a change, here and (with Redis) on the other replicas. */
  invalidation: CacheInvalidation;
  /** Who wrote lately, so their own heavy reads stay on the primary; null without a standby. */
  recentWriters: RecentWriters | null;
  /** The replicas' shared Redis; null without REDIS_URL. */
  redis: RedisLink | null;
  throttle: SignInCounter;
  /** Reads a session's user and claims when the session cache has none (the auth area). */
  sessionReader: SessionReader;
  /** Writes a route's activity-log line in its transaction (the activity-log area). */
  writeActivity: ActivityWriter;
  /** The caller's own staff record or client profile, for routes that reach only one's own (the people area). */
  ownRecords: OwnRecords;
  /** What the record rules look at of a person, for a route line's record rule (the people area). */
  personFacts: PersonFactsReader;
  /** How a row route loads its row, by kind of record (the owning areas, listed in src/reach-rows.ts). */
  rowLoaders: RowLoaders;
  /** Draining on SIGTERM: readiness says so. */
  lifecycle: Lifecycle;
  clock: () => Date;
  files: FileStore;
  /** null: no SMTP configured, mail stays in the outbox for the admins' mailbox page. */
  mailTransport: MailTransport | null;
  /** The shift-report draft: the configured chat service, else the offline draft from the shift's data. */
  reportDrafter: ShiftReportDrafter;
  /** Accounting and payroll: Xero when configured, else the offline default (nothing is posted). */
  accounting: AccountingProvider;
  /** Long work a route starts without waiting (the Xero posts): the job queue, or this process. */
  work: BackgroundWork;
  /** Subscription payments: Stripe when configured, else the offline default (invoice, confirmed by the operator). */
  payments: PaymentProvider;
}
