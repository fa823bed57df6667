import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import { userMessages, users } from '../../db/schema/index.ts';

export type { MessageAttachment } from '../../db/schema/messages.ts';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

const columns = {
  row: userMessages,
  senderName: fullNameSql(sender.firstName, null, sender.lastName),
  recipientName: fullNameSql(recipient.firstName, null, recipient.lastName),
};

/** A user's inbox, newest first. */
export function inbox(db: Queryable, companyId: string, userId: string) {
  return db
    .select(columns)
    .from(userMessages)
    .leftJoin(sender, eq(sender.id, userMessages.senderId))
    .innerJoin(recipient, eq(recipient.id, userMessages.recipientId))
    .where(and(eq(userMessages.companyId, companyId), eq(userMessages.recipientId, userId)))
    .orderBy(desc(userMessages.dateCreated), desc(userMessages.id));
}

/** A user's sent messages, one row per recipient, newest first. */
export function sent(db: Queryable, companyId: string, userId: string) {
  return db
    .select(columns)
    .from(userMessages)
    .leftJoin(sender, eq(sender.id, userMessages.senderId))
    .innerJoin(recipient, eq(recipient.id, userMessages.recipientId))
    .where(and(eq(userMessages.companyId, companyId), eq(userMessages.senderId, userId)))
    .orderBy(desc(userMessages.dateCreated), desc(userMessages.id));
}

export type MessageRecord = Awaited<ReturnType<typeof inbox>>[number];

/** The active users of the company a message may go to (not the sender). */
export function companyUsers(
  db: Queryable,
  companyId: string,
  exceptUserId: string,
  roles?: readonly string[],
) {
  return db
    .select({
      userId: users.id,
      fullName: fullNameSql(users.firstName, null, users.lastName),
      role: users.role,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        sql`${users.id} <> ${exceptUserId}`,
        roles ? inArray(users.role, [...roles]) : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName);
}

export async function insertMessages(
  db: Queryable,
  rows: (typeof userMessages.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) {
    await db.insert(userMessages).values(rows);
  }
}

/** Marks one of the user's received messages read; 0 when it is not theirs. */
export async function markRead(db: Queryable, companyId: string, userId: string, id: string, now: Date) {
  const rows = await db
    .update(userMessages)
    .set({ dateRead: sql`coalesce(${userMessages.dateRead}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(userMessages.companyId, companyId),
        eq(userMessages.recipientId, userId),
        eq(userMessages.id, id),
      ),
    )
    .returning({ id: userMessages.id });
  return rows.length;
}

export async function unreadCount(db: Queryable, companyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userMessages)
    .where(
      and(
        eq(userMessages.companyId, companyId),
        eq(userMessages.recipientId, userId),
        isNull(userMessages.dateRead),
      ),
    );
  return row?.n ?? 0;
}
