import { and, desc, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type { OutboxAttachment } from '../../db/schema/index.ts';

export type NewMail = typeof mailOutbox.$inferInsert;

export async function insertMail(db: Queryable, mail: NewMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) {
    throw new Error('mail insert returned nothing');
  }
  return row.id;
}

export function listOutbox(db: Queryable, companyId: string, limit = 500) {
  return db
    .select({
      mailId: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      bodyText: mailOutbox.bodyText,
      attachments: mailOutbox.attachments,
      status: mailOutbox.status,
      lastError: mailOutbox.lastError,
      dateCreated: mailOutbox.dateCreated,
      dateSent: mailOutbox.dateSent,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.companyId, companyId))
    .orderBy(desc(mailOutbox.dateCreated))
    .limit(limit);
}

/**
 * Mail waiting for SMTP delivery, oldest first, across companies (the delivery job's view). Inside
 * a transaction the rows are locked and rows another replica holds are skipped, so each is sent once.
 */
export function listPending(db: Queryable, maxAttempts: number, limit = 20) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'Pending'), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(mailOutbox.dateCreated)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markMail(
  db: Queryable,
  id: string,
  change: { status: string; attempts: number; lastError: string | null; dateSent: Date | null },
) {
  await db.update(mailOutbox).set(change).where(eq(mailOutbox.id, id));
}
