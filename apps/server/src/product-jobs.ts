import type { Database } from './db/client.ts';
import { sendExpiryAlerts } from './expiry-alerts.ts';
import { DEFAULT_POLICY, type JobQueue } from './jobs/job-queue.ts';
import { deliverPendingMail } from './modules/mail/mail.api.ts';
import { seedPayRowsOfAllCompanies } from './modules/pay-settings/pay-settings.api.ts';
import {
  generateDueStatements,
  seedSahRowsOfAllCompanies,
} from './modules/support-at-home/support-at-home.api.ts';
import { seedHolidayYearsOfAllCompanies } from './modules/work-settings/work-settings.api.ts';
import type { FileStore } from './ports/files/file-store.ts';
import type { MailTransport } from './ports/mail/mail-transport.ts';

export const MAIL_JOB = 'deliver-mail';
export const EXPIRY_JOB = 'expiry-alerts';
export const HOLIDAY_YEARS_JOB = 'holiday-years';
export const PAY_ROWS_JOB = 'pay-rows';
export const SAH_ROWS_JOB = 'sah-rows';
export const SAH_STATEMENTS_JOB = 'sah-statements-monthly';
/** How soon queued mail leaves (one delivery job per slot, whichever replica asks). */
const MAIL_EVERY_SECONDS = 5;

interface JobDeps {
  database: Database;
  files: FileStore;
  mailTransport: MailTransport | null;
  mailFrom: string;
  /** The server's clock (CLOCK_START may set it); what each job takes as "now". */
  clock: () => Date;
}

/**
 * The product's background work on the queue: the outbox delivery every few seconds (with SMTP),
 * the document, training and form expiry alerts at start and hourly, and the public holidays of
 * the year due (from 1 December the next one) seeded for every company at start and daily, and the
 * award's pay rows seeded for every company not yet seeded, at start and daily. Every replica runs
 * the same code; the queue hands each job to one of them. Returns the stop of this replica's ticker.
 */
export async function startProductJobs(queue: JobQueue, deps: JobDeps): Promise<() => void> {
  // An hourly job need not be looked for every second (on PGlite each look shares the one connection).
  await queue.handle(
    EXPIRY_JOB,
    async () => {
      await sendExpiryAlerts(deps.database, { mailTransport: deps.mailTransport }, deps.clock());
    },
    { ...DEFAULT_POLICY, pollingSeconds: 30 },
  );
  await queue.every(EXPIRY_JOB, '0 * * * *');
  // At start too, as before the queue; a replica restarted within the hour adds no second run.
  await queue.send(EXPIRY_JOB, {}, 3600);

  // Seeds what is missing only: in a year, the first run on or after 1 December in a company's zone
  // seeds its next year; the other runs find the years there (reads of the holidays never seed).
  await queue.handle(
    HOLIDAY_YEARS_JOB,
    async () => {
      await seedHolidayYearsOfAllCompanies(deps.database, deps.clock());
    },
    { ...DEFAULT_POLICY, pollingSeconds: 60 },
  );
  await queue.every(HOLIDAY_YEARS_JOB, '0 14 * * *');
  await queue.send(HOLIDAY_YEARS_JOB, {}, 3600);

  // The award's rate rows for every company not yet seeded (issue 38): at start and daily; reads never seed.
  await queue.handle(
    PAY_ROWS_JOB,
    async () => {
      await seedPayRowsOfAllCompanies(deps.database, deps.clock());
    },
    { ...DEFAULT_POLICY, pollingSeconds: 60 },
  );
  await queue.every(PAY_ROWS_JOB, '10 14 * * *');
  await queue.send(PAY_ROWS_JOB, {}, 3600);

  // The Support at Home budget rows for every company not yet seeded (issue 39): as the pay rows.
  await queue.handle(
    SAH_ROWS_JOB,
    async () => {
      await seedSahRowsOfAllCompanies(deps.database, deps.clock());
    },
    { ...DEFAULT_POLICY, pollingSeconds: 60 },
  );
  await queue.every(SAH_ROWS_JOB, '20 14 * * *');
  await queue.send(SAH_ROWS_JOB, {}, 3600);

  // Support at Home monthly statements (issue 39 item 5): on the 1st, every company's statements of
  // the month before (in its zone), mailed; a second run on the same figures issues nothing.
  await queue.handle(
    SAH_STATEMENTS_JOB,
    async () => {
      await generateDueStatements(deps, deps.clock());
    },
    { ...DEFAULT_POLICY, pollingSeconds: 60 },
  );
  await queue.every(SAH_STATEMENTS_JOB, '30 14 1 * *');

  const transport = deps.mailTransport;
  if (!transport) {
    return () => {};
  }
  await queue.handle(MAIL_JOB, async () => {
    await deliverPendingMail(deps.database, deps.files, transport, deps.mailFrom);
  });
  // Each replica asks every few seconds; pg-boss keeps one job per slot, so one of them delivers.
  const ticker = setInterval(() => {
    queue.send(MAIL_JOB, {}, MAIL_EVERY_SECONDS).catch(() => undefined);
  }, MAIL_EVERY_SECONDS * 1000);
  return () => clearInterval(ticker);
}
