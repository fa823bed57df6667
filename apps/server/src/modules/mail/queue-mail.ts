import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { insertMail, type OutboxAttachment } from './mail.repo.ts';

/** A file sent with a mail: the stored file's id and the name the attachment carries. */
export type { OutboxAttachment };

export interface MailRequest {
  companyId: string;
  to: string;
  subject: string;
  text: string;
  attachments?: OutboxAttachment[];
  userCreated: string | null;
}

/**
 * The mail port: writes the message to the outbox in the caller's transaction, so mail about a
 * change exists exactly when the change does. SMTP delivery, when configured, follows from the outbox.
 */
export async function queueMail(
  db: Queryable,
  deps: Pick<AppDeps, 'mailTransport'>,
  mail: MailRequest,
): Promise<string> {
  return insertMail(db, {
    companyId: mail.companyId,
    to: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    attachments: mail.attachments ?? [],
    status: deps.mailTransport ? 'Pending' : 'Stored',
    userCreated: mail.userCreated,
  });
}
