import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type CacheInvalidation, LocalInvalidation, RedisInvalidation } from './http/cache-invalidation.ts';
import type { AppDeps } from './http/deps.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { logSerializers } from './http/log-serializers.ts';
import { ReadCache } from './http/read-cache.ts';
import { LocalRecentWriters, type RecentWriters, RedisRecentWriters } from './http/recent-writers.ts';
import { registerTables } from './http/route-table.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { SessionCache } from './http/session-cache.ts';
import { TokenService } from './http/tokens.ts';
import { registerWebApp } from './http/web-app.ts';
import { InProcessWork, QueuedWork } from './jobs/background-work.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { accountingWork } from './modules/accounting/accounting.api.ts';
import { insertActivity } from './modules/activity-log/activity-log.api.ts';
import { RedisSignInThrottle, SignInThrottle, sessionReader } from './modules/auth/auth.api.ts';
import { clientOfUser, personFacts, staffOfUser } from './modules/people/people.api.ts';
import { sahStatementWork } from './modules/support-at-home/support-at-home.api.ts';
import type { AccountingProvider } from './ports/accounting/accounting.ts';
import { accountingFromConfig } from './ports/accounting/accounting-from-config.ts';
import { drafterFromConfig, type ShiftReportDrafter } from './ports/ai/ai.ts';
import type { FileStore } from './ports/files/file-store.ts';
import { fileStoreFromConfig } from './ports/files/file-store-from-config.ts';
import { type MailTransport, SmtpMailTransport } from './ports/mail/mail-transport.ts';
import type { PaymentProvider } from './ports/payments/payments.ts';
import { paymentsFromConfig } from './ports/payments/payments-from-config.ts';
import { RedisLink } from './ports/redis/redis-link.ts';
import { ROW_LOADERS } from './reach-rows.ts';
import { AREA_ROUTES } from './routes.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: () => Date;
  logger?: boolean;
  /** Overrides the SMTP transport built from the configuration (tests pass their own). */
  mailTransport?: MailTransport | null;
  /** Overrides the shift-report drafter built from the configuration. */
  reportDrafter?: ShiftReportDrafter;
  /** The files port; default from the configuration (disk, or object storage). */
  files?: FileStore;
  /** Overrides the accounting provider built from the configuration (tests pass one that does not wait). */
  accounting?: AccountingProvider;
  /** The started job queue (the product); without it, long work runs in this process (tests, tools). */
  queue?: JobQueue;
  /** Overrides the payment provider built from the configuration. */
  payments?: PaymentProvider;
}

/** Largest upload accepted by any route; each route checks its own smaller limit by purpose. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type App = FastifyInstance & { routeTable: RouteOptions[]; lifecycle: Lifecycle };

/** Every area's background work (a route starts it; the queue or this process runs it). */
const backgroundWork = (deps: AppDeps) => ({ ...accountingWork(deps), ...sahStatementWork(deps) });

/** Builds the Fastify app: the API under /api, its OpenAPI page at /api/docs, and the web app. */
/** Who wrote lately: kept only when heavy reads may go to a standby, for as long as its allowed lag. */
function recentWritersOf(database: Database, redis: RedisLink | null): RecentWriters | null {
  const standby = database.standby;
  if (!standby) {
    return null;
  }
  return redis ? new RedisRecentWriters(redis, standby.maxLagMs) : new LocalRecentWriters(standby.maxLagMs);
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: options.config.logLevel, serializers: logSerializers },
    trustProxy: options.config.trustProxy ?? false,
    // The line per request only when REQUEST_LOG=true; errors are logged by the error handler either way.
    logController: new LogController({ disableRequestLogging: !options.config.requestLog }),
    bodyLimit: 1024 * 1024,
    // Refusals made before any route runs keep the product's error format too.
    frameworkErrors,
    clientErrorHandler,
  }) as unknown as App;
  app.routeTable = [];
  app.lifecycle = new Lifecycle();
  // While draining, each reply closes its connection: a kept-alive socket would hold the close open.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (app.lifecycle.draining()) {
      reply.header('connection', 'close');
    }
    return payload;
  });
  app.addHook('onRoute', (route) => {
    app.routeTable.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // Only routes that ask for it are rate-limited (the public referral page); sign-in has its own throttle.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 200 } });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Care platform API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // With REDIS_URL the replicas count sign-ins together and clear each other's caches.
  const redis = options.config.redis ? new RedisLink(options.config.redis) : null;
  let invalidation: CacheInvalidation | undefined;
  const trusted = () => invalidation?.trusted() ?? false;
  const caches = { sessions: new SessionCache(trusted), reads: new ReadCache(trusted) };
  invalidation = redis ? new RedisInvalidation(redis, caches) : new LocalInvalidation(caches);
  if (redis) {
    redis.connect();
    app.addHook('onClose', () => redis.close());
  }
  const queued = options.queue ? new QueuedWork(options.queue) : undefined;
  const logWorkError = (error: unknown) =>
    options.config.logLevel !== 'silent' && app.log.error({ err: error }, 'background work failed');
  const deps: AppDeps = {
    config: options.config,
    database: options.database,
    tokens: new TokenService(options.config.jwtSecret),
    ...caches,
    invalidation,
    redis,
    recentWriters: recentWritersOf(options.database, redis),
    lifecycle: app.lifecycle,
    throttle: redis ? new RedisSignInThrottle(redis, clock) : new SignInThrottle(clock),
    sessionReader,
    ownRecords: { staffOf: staffOfUser, clientOf: clientOfUser },
    personFacts,
    rowLoaders: ROW_LOADERS,
    writeActivity: insertActivity,
    clock,
    files: options.files ?? fileStoreFromConfig(options.config),
    mailTransport:
      options.mailTransport !== undefined
        ? options.mailTransport
        : options.config.smtpUrl
          ? new SmtpMailTransport(options.config.smtpUrl)
          : null,
    reportDrafter: options.reportDrafter ?? drafterFromConfig(options.config.ai),
    accounting: options.accounting ?? accountingFromConfig(options.config.xero),
    work: queued ?? new InProcessWork(() => backgroundWork(deps), logWorkError),
    payments: options.payments ?? paymentsFromConfig(options.config.stripe),
  };
  await queued?.serve(backgroundWork(deps));
  await app.register(
    async (api) => {
      // Replies over 1 KB (the month roster, long lists) go compressed to a client that accepts it.
      // Brotli at a low level: most of the gain at a small cost per request.
      await api.register(fastifyCompress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      });
      registerTables(api, deps, AREA_ROUTES);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, options.config.webDist);
  return app;
}
