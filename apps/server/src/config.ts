import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { XeroConfig } from './ports/accounting/xero-client.ts';
import type { AiConfig } from './ports/ai/ai.ts';
import type { S3Config } from './ports/files/s3-file-store.ts';
import type { StripeConfig } from './ports/payments/stripe-payments.ts';
import type { RedisConfig } from './ports/redis/redis-link.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root, so that relative paths mean the same from any working directory. */
export const REPO_ROOT = resolve(here, '../../..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PDF_WORKERS: the PDF worker threads (unset: one per core, up to four). */
  pdfWorkers?: number | undefined;
  /** DATA_DIR was absent or empty at start: the only place a fresh embedded database is made. */
  dataDirWasEmpty?: boolean;
  databaseUrl: string | undefined;
  /** A streaming standby of DATABASE_URL for heavy reads; unset: every read on the primary. */
  databaseReadUrl?: string | undefined;
  /** How far behind the primary the standby may be and still answer (ms); default 10 s. */
  databaseReadMaxLagMs?: number | undefined;
  /** DATABASE_DIRECT_URL: the database without a pooler, for the migrations and the job queue; set, DATABASE_URL is a transaction pooler's. */
  databaseDirectUrl?: string | undefined;
  /** DATABASE_POOL_SIZE: the requests' connections per process, 1 to 200 (default 10). */
  databasePoolSize?: number | undefined;
  jwtSecret: string;
  webDist: string;
  /** Load the demo company when the database has no company yet. */
  seedDemo: boolean;
  logLevel: string;
  /** One log line per request (method, path, status, time); off by default, so the start banner stays in view. */
  requestLog?: boolean;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy). Off by default: trusted blindly,
   * any caller could forge a new address on each try and escape the sign-in throttle.
   */
  trustProxy?: boolean | string;
  /** The address people use to reach the app; links in e-mails start with it. */
  publicUrl: string;
  /** SMTP server URL; unset keeps mail in the outbox only (the admins' mailbox page). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google Places API (New) key for address lookup; unset: addresses are typed in full. */
  placesApiKey?: string | undefined;
  /** The places service's address (a local fake in tests); default Google's. */
  placesApiUrl?: string | undefined;
  /** A Nominatim server (OpenStreetMap's, or one's own) for address lookup without a Google key; unset: offline. */
  placesNominatimUrl?: string | undefined;
  /** An OpenAI-compatible chat API for the shift-report draft; unset: the offline draft from the shift's data. */
  ai?: AiConfig | undefined;
  /** Xero's app credentials and addresses; unset client id or secret: the offline default (no accounting connection). */
  xero?: XeroConfig | undefined;
  /** Redis shared by the replicas (sign-in throttle, cache invalidation); unset: one process keeps its own. */
  redis?: RedisConfig | undefined;
  /** An S3-compatible bucket for stored files; unset: DATA_DIR/files on this disk. */
  filesS3?: S3Config | undefined;
  /** The key that seals accounting tokens at rest; default generated into DATA_DIR. */
  accountingTokenKey?: string | undefined;
  /** ACCOUNTING_FAKE_XERO=1: start the local fake of Xero with the product and use it (the demo; docs/xero.md §4). */
  accountingFakeXero?: boolean;
  /** Stripe's keys and address for the subscription payments; unset: the offline default (invoices confirmed by the operator). */
  stripe?: StripeConfig | undefined;
  /** PAYMENTS_FAKE_STRIPE=1: start the local fake of Stripe with the product and pay through it (the journeys). */
  paymentsFakeStripe?: boolean;
  /** The platform operator's key that confirms an offline payment; unset: no one can (Stripe confirms its own). */
  paymentsOperatorKey?: string | undefined;
  /** CLOCK_START: the instant the server's clock reads at start (then it runs on); unset: the real time. Journeys only. */
  clockStart?: Date | undefined;
}

/** Reads the configuration from the environment; see the README for each variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  // Looked at before the secrets below are written into it: only then is a fresh database made there.
  const dataDirWasEmpty = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  mkdirSync(dataDir, { recursive: true });
  return {
    dataDirWasEmpty,
    pdfWorkers: parsePdfWorkers(env.PDF_WORKERS),
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databaseReadMaxLagMs: parseWhole('DATABASE_READ_MAX_LAG_MS', env.DATABASE_READ_MAX_LAG_MS, 100, 600_000),
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databasePoolSize: parseWhole('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 1, 200),
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(join(dataDir, 'jwt-secret')),
    webDist: resolve(REPO_ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    requestLog: env.REQUEST_LOG === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Care Platform <no-reply@care-platform.local>',
    placesApiKey: env.PLACES_API_KEY || undefined,
    placesApiUrl: env.PLACES_API_URL || undefined,
    placesNominatimUrl: env.PLACES_NOMINATIM_URL || undefined,
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY || undefined,
          model: env.AI_MODEL || 'gpt-4o-mini',
        }
      : undefined,
    xero:
      env.XERO_CLIENT_ID && env.XERO_CLIENT_SECRET
        ? {
            clientId: env.XERO_CLIENT_ID,
            clientSecret: env.XERO_CLIENT_SECRET,
            loginUrl: env.XERO_LOGIN_URL || undefined,
            identityUrl: env.XERO_IDENTITY_URL || undefined,
            apiUrl: env.XERO_API_URL || undefined,
            appUrl: env.XERO_APP_URL || undefined,
          }
        : undefined,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX ?? 'care:' } : undefined,
    filesS3: env.FILES_S3_BUCKET
      ? {
          endpoint: env.FILES_S3_ENDPOINT || `https://s3.${env.FILES_S3_REGION || 'us-east-1'}.amazonaws.com`,
          bucket: env.FILES_S3_BUCKET,
          region: env.FILES_S3_REGION || 'us-east-1',
          accessKeyId: env.FILES_S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
    accountingFakeXero: env.ACCOUNTING_FAKE_XERO === '1' || env.ACCOUNTING_FAKE_XERO === 'true',
    accountingTokenKey: env.ACCOUNTING_TOKEN_KEY || loadOrCreateSecret(join(dataDir, 'accounting-token-key')),
    stripe:
      env.PAYMENTS_STRIPE_SECRET_KEY && env.PAYMENTS_STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.PAYMENTS_STRIPE_SECRET_KEY,
            webhookSecret: env.PAYMENTS_STRIPE_WEBHOOK_SECRET,
            apiUrl: env.PAYMENTS_STRIPE_API_URL || undefined,
            currency: env.PAYMENTS_CURRENCY || undefined,
          }
        : undefined,
    paymentsFakeStripe: env.PAYMENTS_FAKE_STRIPE === '1' || env.PAYMENTS_FAKE_STRIPE === 'true',
    paymentsOperatorKey: env.PAYMENTS_OPERATOR_KEY || undefined,
    clockStart: parseInstant('CLOCK_START', env.CLOCK_START),
  };
}

/** A secret generated once and kept in DATA_DIR, so that restarts keep sessions valid. */
function loadOrCreateSecret(path: string): string {
  if (existsSync(path)) {
    return readFileSync(path, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY: unset or `false` (direct), `true` (any proxy), or the proxies' addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') {
    return false;
  }
  return value === 'true' ? true : value;
}

/** PDF_WORKERS: a whole number from 1 to 16, or unset (sized from the cores); anything else stops the start. */
function parsePdfWorkers(value: string | undefined): number | undefined {
  return parseWhole('PDF_WORKERS', value, 1, 16);
}

/** An instant with its zone ('2026-08-01T14:00:00+10:00', '…Z'), or unset; anything else stops the start. */
function parseInstant(name: string, value: string | undefined): Date | undefined {
  if (value === undefined || value.trim() === '') {
    return undefined;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(
    value.trim(),
  );
  const at = match ? new Date(value.trim()) : undefined;
  // A day the month does not have (30 February) is rolled over by Date, so the date is read back.
  const sameDay = at && match && !Number.isNaN(at.getTime()) && isCalendarDate(match[1], match[2], match[3]);
  if (!at || !sameDay) {
    throw new Error(
      `${name} must be an instant with its zone, e.g. 2026-08-01T14:00:00+10:00 (got "${value}")`,
    );
  }
  return at;
}

function isCalendarDate(year = '', month = '', day = ''): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** A whole-number setting from `min` to `max`, or unset; anything else stops the start. */
function parseWhole(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value.trim() === '') {
    return undefined;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return n;
}
