import type { Queryable } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';

export interface ActivityEntry {
  companyId: string;
  userId: string | null;
  user: string;
  activity: string;
  medium: string;
  dateCreated: Date;
}

export async function insertActivity(db: Queryable, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values(entry);
}
