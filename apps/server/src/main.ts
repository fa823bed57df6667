import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirRefused, openDatabase } from './db/client.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { fileStoreFromConfig } from './ports/files/file-store-from-config.ts';
import { SmtpMailTransport } from './ports/mail/mail-transport.ts';
import { setPdfWorkers } from './ports/pdf/render-pdf.ts';
import { startProductJobs } from './product-jobs.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './seed/demo-accounts.ts';
import { serverClock } from './start/clock.ts';
import { guardLostConnections } from './start/lost-connection-guard.ts';
import { shutDown } from './start/shutdown.ts';

/** Starts the product: database, migrations, demo company on first start, then the HTTP server. */
async function main(): Promise<void> {
  let config = loadConfig();
  const clock = serverClock(config.clockStart);
  setPdfWorkers(config.pdfWorkers);
  // The demo's stand-in for Xero (ACCOUNTING_FAKE_XERO=1): loaded only then, and used in place of any XERO_* setting.
  const demoXero = config.accountingFakeXero
    ? await (await import('./dev/demo-xero.ts')).startDemoXero()
    : undefined;
  if (demoXero) {
    config = { ...config, xero: demoXero.xero };
  }
  // The local fake of Stripe (PAYMENTS_FAKE_STRIPE=1), used in place of any PAYMENTS_STRIPE_* setting.
  const demoStripe = config.paymentsFakeStripe
    ? await (await import('./dev/demo-stripe.ts')).startDemoStripe(
        `http://${['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host}:${config.port}`,
      )
    : undefined;
  if (demoStripe) {
    config = { ...config, stripe: demoStripe.stripe };
  }
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  guardLostConnections(
    process,
    {
      warn: (message) => (app ? app.log.warn(message) : console.warn(message)),
      error: (message) => (app ? app.log.error(message) : console.error(message)),
    },
    (code) => process.exit(code),
  );
  // A connection the server ended (a failover, a restart) is logged once and replaced; never fatal.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    readMaxLagMs: config.databaseReadMaxLagMs,
    directUrl: config.databaseDirectUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    freshDataDir: config.dataDirWasEmpty,
    onConnectionError: (error) =>
      app ? app.log.warn({ err: error }, 'database connection lost') : console.warn(error.message),
  });
  await database.migrate();
  const files = fileStoreFromConfig(config);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, files, clock()) : false;
  const mailTransport = config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : null;
  // Mail delivery, the expiry alerts and the Xero posts run from the job queue on the database: one
  // replica takes each job, a failed one is retried with backoff, and a queued one outlives a restart.
  const queue = new JobQueue(database.queueConnection, {
    onError: (error: unknown) => app?.log.error({ err: error }, 'job queue error'),
  });
  await queue.start();
  app = await buildApp({ config, database, mailTransport, files, queue, clock });
  const stopTicker = await startProductJobs(queue, {
    database,
    files,
    mailTransport,
    mailFrom: config.mailFrom,
    clock,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight and the running job, then closing`);
    await shutDown({ app, stopTicker, queue, database });
    await demoXero?.fake.close();
    await demoStripe?.fake.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  const where =
    database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
  const lines = [
    '',
    `  Care platform is running at ${url}  (${where})`,
    `  API documentation: ${url}/api/docs`,
    seeded ? '  The demo company was loaded.' : '',
    demoXero
      ? `  A local fake of Xero runs at ${demoXero.fake.url} (ACCOUNTING_FAKE_XERO): connect it under Setup → Integrations.`
      : '',
    demoStripe
      ? `  A local fake of Stripe runs at ${demoStripe.fake.url} (PAYMENTS_FAKE_STRIPE): subscriptions are paid through it.`
      : '',
    config.clockStart
      ? `  The server's clock started at ${config.clockStart.toISOString()} (CLOCK_START), not the real time.`
      : '',
    `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
    ...DEMO_SIGN_INS.map((s) => `    ${s.email.padEnd(28)} ${s.role}`),
    '',
  ];
  process.stdout.write(`${lines.filter((l) => l !== '').join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirRefused) {
    // Said plainly for the person starting the server: what is wrong, where the data is, how to restore.
    process.stderr.write(`Failed to start.\n${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
