import type { Database } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { FileStore } from '../../ports/files/file-store.ts';
import type { MailTransport } from '../../ports/mail/mail-transport.ts';
import { findFile } from '../files/files.api.ts';
import { claimMail, listPending, markMail } from './mail.repo.ts';

const MAX_ATTEMPTS = 5;
/** A Sending claim older than this is a delivery that died before recording its outcome: tried again. */
export const CLAIM_EXPIRES_MS = 10 * 60 * 1000;
/** How long an outcome is tried again while the database is out of reach (a failover takes seconds). */
export const RECORD_PATIENCE_MS = 60_000;

export interface DeliveryOptions {
  /** Waits between tries at recording an outcome; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The most mail one delivery run sends; the job runs every 5 seconds. */
const MAX_PER_RUN = 20;

/**
 * Sends the outbox's pending mail through SMTP; a failure is retried up to five times, then marked
 * Failed. Each mail is claimed (Sending) in its own short transaction just before its hand-off, and
 * its outcome recorded as soon as it is known (issue 37 item 13): a crash or a lost connection
 * mid-run leaves at most the one mail in hand-off to be sent again once its claim expires, the rest
 * Pending for the next run at once; and a slow SMTP server never lets a claim expire on a mail
 * still waiting its turn (a batch claimed at once did, and another replica sent it too).
 */
export async function deliverPendingMail(
  database: Database,
  files: FileStore,
  transport: MailTransport,
  from: string,
  now: () => Date = () => new Date(),
  options: DeliveryOptions = {},
): Promise<number> {
  const tried: string[] = [];
  let sent = 0;
  while (tried.length < MAX_PER_RUN) {
    const mail = await claimNext(database, now, tried);
    if (!mail) {
      break;
    }
    tried.push(mail.id);
    if (await deliverOne(database, files, transport, from, now, mail, options)) {
      sent += 1;
    }
  }
  return sent;
}

type PendingMail = Awaited<ReturnType<typeof listPending>>[number];

/** One short transaction takes the next mail (another replica's run skips those it holds) and claims it. */
function claimNext(database: Database, now: () => Date, except: readonly string[]) {
  return database.db.transaction(async (db): Promise<PendingMail | undefined> => {
    const [mail] = await listPending(
      db,
      MAX_ATTEMPTS,
      new Date(now().getTime() - CLAIM_EXPIRES_MS),
      1,
      except,
    );
    if (mail) {
      await claimMail(db, [mail.id], now());
    }
    return mail;
  });
}

/** Hands one claimed mail to SMTP and records the outcome; true when it was delivered. */
async function deliverOne(
  database: Database,
  files: FileStore,
  transport: MailTransport,
  from: string,
  now: () => Date,
  mail: PendingMail,
  options: DeliveryOptions,
): Promise<boolean> {
  const attempts = mail.attempts + 1;
  let outcome: Parameters<typeof markMail>[2];
  let delivered = false;
  try {
    const attachments = [];
    for (const a of mail.attachments) {
      const file = await findFile(database.db, mail.companyId, a.fileId);
      const content = file && (await files.get(file.storageKey));
      if (!file || !content) {
        // An invitation without its offer letter would mislead: retry, then fail visibly.
        throw new Error(`attachment ${a.name} is missing from the file store`);
      }
      attachments.push({ filename: a.name, content, contentType: file.contentType });
    }
    await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.bodyText, attachments });
    delivered = true;
    outcome = { status: 'Sent', attempts, lastError: null, dateSent: now() };
  } catch (error) {
    const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
    // Nothing was sent because the database was out of reach: not the mail's failure.
    const counted = isDatabaseUnavailable(error) ? attempts - 1 : attempts;
    outcome = {
      status: counted >= MAX_ATTEMPTS ? 'Failed' : 'Pending',
      attempts: counted,
      lastError,
      dateSent: null,
    };
  }
  try {
    await recordOutcome(() => markMail(database.db, mail.id, outcome), options.sleep ?? wait);
  } catch (error) {
    // Still out of reach: the claim stays, and the mail is tried again after CLAIM_EXPIRES_MS.
    throw new Error(
      `the outcome of mail ${mail.id} (${delivered ? 'delivered' : 'not delivered'}) could not be recorded`,
      { cause: error },
    );
  }
  return delivered;
}

/** Records an outcome, trying again with growing waits while the database is out of reach. */
async function recordOutcome(record: () => Promise<void>, sleep: (ms: number) => Promise<void>) {
  let waited = 0;
  for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
    try {
      await record();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || waited >= RECORD_PATIENCE_MS) {
        throw error;
      }
      await sleep(pause);
      waited += pause;
    }
  }
}
