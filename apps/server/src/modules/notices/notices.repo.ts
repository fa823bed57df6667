import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { userNotices } from '../../db/schema/index.ts';

export interface NewNotice {
  companyId: string;
  userId: string;
  kind: string;
  message: string;
  shiftRosterId: string | null;
  dateCreated: Date;
}

/** Writes notices in the caller's transaction, so the news exists exactly when the change does. */
export async function insertNotices(db: Queryable, notices: readonly NewNotice[]): Promise<void> {
  if (notices.length > 0) {
    await db.insert(userNotices).values([...notices]);
  }
}

/** The user's notices not yet dismissed, newest first. */
export function listOpenNotices(db: Queryable, companyId: string, userId: string) {
  return db
    .select({
      noticeId: userNotices.id,
      kind: userNotices.kind,
      message: userNotices.message,
      shiftRosterId: userNotices.shiftRosterId,
      dateCreated: userNotices.dateCreated,
    })
    .from(userNotices)
    .where(
      and(eq(userNotices.companyId, companyId), eq(userNotices.userId, userId), isNull(userNotices.dateRead)),
    )
    .orderBy(desc(userNotices.dateCreated), desc(userNotices.id));
}

/** Marks one of the user's own notices read; the count is 0 when it is not theirs or already read. */
export async function dismissNotice(db: Queryable, companyId: string, userId: string, id: string, now: Date) {
  const rows = await db
    .update(userNotices)
    .set({ dateRead: now })
    .where(
      and(
        eq(userNotices.companyId, companyId),
        eq(userNotices.userId, userId),
        eq(userNotices.id, id),
        isNull(userNotices.dateRead),
      ),
    )
    .returning({ id: userNotices.id });
  return rows.length;
}
