import { and, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';
import type { ActivityEntry } from '../../http/kernel-needs.ts';

export type { ActivityEntry };

export async function insertActivity(db: Queryable, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values(entry);
}

const LIMIT = 5000;

/** The company's activity log, newest first: between two instants, of a user name like this. */
export function listActivities(
  db: Queryable,
  companyId: string,
  f: { from?: Date; to?: Date; username?: string } = {},
) {
  return db
    .select({
      activityLogId: activityLogs.id,
      user: activityLogs.user,
      userId: activityLogs.userId,
      activity: activityLogs.activity,
      medium: activityLogs.medium,
      dateCreated: activityLogs.dateCreated,
    })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.companyId, companyId),
        f.from ? gte(activityLogs.dateCreated, f.from) : undefined,
        f.to ? lt(activityLogs.dateCreated, f.to) : undefined,
        f.username ? ilike(activityLogs.user, `%${f.username.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(desc(activityLogs.dateCreated))
    .limit(LIMIT);
}
