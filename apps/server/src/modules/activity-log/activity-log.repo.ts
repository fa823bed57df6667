import type { Queryable } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';
import type { ActivityEntry } from '../../http/kernel-needs.ts';

export type { ActivityEntry };

export async function insertActivity(db: Queryable, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values(entry);
}
