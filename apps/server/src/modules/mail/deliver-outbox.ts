import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../ports/files/file-store.ts';
import type { MailTransport } from '../../ports/mail/mail-transport.ts';
import { findFile } from '../files/files.api.ts';
import { listPending, markMail } from './mail.repo.ts';

const MAX_ATTEMPTS = 5;

/** Sends the outbox's pending mail through SMTP; a failure is retried up to five times, then marked Failed. */
export async function deliverPendingMail(
  database: Database,
  files: FileStore,
  transport: MailTransport,
  from: string,
  now: () => Date = () => new Date(),
): Promise<number> {
  let sent = 0;
  // One transaction holds the batch's row locks, so another replica's job skips these rows.
  await database.db.transaction(async (db) => {
    for (const mail of await listPending(db, MAX_ATTEMPTS)) {
      try {
        const attachments = [];
        for (const a of mail.attachments) {
          const file = await findFile(db, mail.companyId, a.fileId);
          const content = file && (await files.get(file.storageKey));
          if (!file || !content) {
            // An invitation without its offer letter would mislead: retry, then fail visibly.
            throw new Error(`attachment ${a.name} is missing from the file store`);
          }
          attachments.push({ filename: a.name, content, contentType: file.contentType });
        }
        await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.bodyText, attachments });
        await markMail(db, mail.id, {
          status: 'Sent',
          attempts: mail.attempts + 1,
          lastError: null,
          dateSent: now(),
        });
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await markMail(db, mail.id, {
          status: attempts >= MAX_ATTEMPTS ? 'Failed' : 'Pending',
          attempts,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          dateSent: null,
        });
      }
    }
  });
  return sent;
}
