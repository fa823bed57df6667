import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirRefused, openDatabase } from './db/client.ts';
import { sendExpiryAlerts } from './modules/documents/expiry-alerts.ts';
import { deliverPendingMail } from './modules/mail/deliver-outbox.ts';
import { LocalFileStore } from './ports/files/file-store.ts';
import { SmtpMailTransport } from './ports/mail/mail-transport.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './seed/demo-accounts.ts';

/** Starts the product: database, migrations, demo company on first start, then the HTTP server. */
async function main(): Promise<void> {
  let config = loadConfig();
  // The demo's stand-in for Xero (ACCOUNTING_FAKE_XERO=1): loaded only then, and used in place of any XERO_* setting.
  const demoXero = config.accountingFakeXero
    ? await (await import('./dev/demo-xero.ts')).startDemoXero()
    : undefined;
  if (demoXero) {
    config = { ...config, xero: demoXero.xero };
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const files = new LocalFileStore(join(config.dataDir, 'files'));
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, files) : false;
  const mailTransport = config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : null;
  const app = await buildApp({ config, database, mailTransport });

  // With SMTP configured, the outbox is delivered every few seconds; without, mail stays in the mailbox page.
  const mailJob = mailTransport
    ? setInterval(() => {
        deliverPendingMail(database, files, mailTransport, config.mailFrom).catch((error: unknown) =>
          app.log.error({ err: error }, 'mail delivery failed'),
        );
      }, 5000)
    : undefined;

  // The expiry check runs at start and hourly; each alert goes out once, so the hour only sets how soon.
  const checkExpiry = () =>
    sendExpiryAlerts(database, { mailTransport }, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'document expiry check failed'),
    );
  void checkExpiry();
  const expiryJob = setInterval(() => void checkExpiry(), 60 * 60 * 1000);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    clearInterval(mailJob);
    clearInterval(expiryJob);
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    await app.close();
    await demoXero?.fake.close();
    await database.close();
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
