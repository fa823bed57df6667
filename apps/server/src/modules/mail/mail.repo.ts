import { and, desc, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
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
 * Mail waiting for SMTP delivery, oldest first, across companies (the delivery job's view): Pending
 * rows, and Sending rows claimed before `claimedBefore` (a delivery that died before recording its
 * outcome). Inside a transaction the rows are locked and rows another replica holds are skipped.
 */
export function listPending(
  db: Queryable,
  maxAttempts: number,
  claimedBefore: Date,
  limit = 20,
  /** Mail this delivery has tried already: not taken again in the same run. */
  except: readonly string[] = [],
) {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        lt(mailOutbox.attempts, maxAttempts),
        except.length > 0 ? notInArray(mailOutbox.id, [...except]) : undefined,
        or(
          eq(mailOutbox.status, 'Pending'),
          and(eq(mailOutbox.status, 'Sending'), lt(mailOutbox.dateSent, claimedBefore)),
        ),
      ),
    )
    .orderBy(mailOutbox.dateCreated)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Claims mail for one delivery: Sending, with the claim's time in `dateSent` and the attempt
 * counted, committed before anything is sent, so no other delivery takes it meanwhile.
 */
export async function claimMail(db: Queryable, ids: string[], at: Date) {
  if (ids.length === 0) {
    return;
  }
  await db
    .update(mailOutbox)
    .set({ status: 'Sending', attempts: sql`${mailOutbox.attempts} + 1`, dateSent: at })
    .where(inArray(mailOutbox.id, ids));
}

export async function markMail(
  db: Queryable,
  id: string,
  change: { status: string; attempts: number; lastError: string | null; dateSent: Date | null },
) {
  await db.update(mailOutbox).set(change).where(eq(mailOutbox.id, id));
}
