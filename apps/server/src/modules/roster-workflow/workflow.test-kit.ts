import { and, eq } from 'drizzle-orm';
import { activitiesOf } from '../../../test/fixtures.ts';
import type { Harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { activityLogs, shiftRosters, staffs, userNotices } from '../../db/schema/index.ts';
import { insertShift, type NewShift } from '../roster/shift-write.repo.ts';

export { get, post } from '../../../test/referrals.ts';
export {
  at,
  dayFromNow,
  type RosterFixture,
  rosterCompany,
  screen as screened,
} from '../roster/roster.test-kit.ts';
export { activitiesOf, mailsTo };

export const url = (path: string, query: Record<string, string> = {}) =>
  `/api/ShiftRosters/${path}?${new URLSearchParams(query).toString()}`;

const HOUR = 3_600_000;

/**
 * A shift stored directly (not through the add route, which makes its own checks): `startsIn`
 * hours from the shared clock's now, lasting `hours`.
 */
export async function shiftAt(
  h: Harness,
  companyId: string,
  o: { staffId: string | null; profileIds: string[]; startsIn: number; hours?: number } & Partial<NewShift>,
): Promise<string> {
  const { staffId, profileIds, startsIn, hours = 4, ...rest } = o;
  const from = new Date(h.clock.now().getTime() + startsIn * HOUR);
  return insertShift(
    h.database.db,
    {
      companyId,
      staffId,
      dateFrom: from,
      dateTo: new Date(from.getTime() + hours * HOUR),
      activities: 'Personal Support',
      ...rest,
    },
    profileIds,
  );
}

export async function shiftRow(h: Harness, id: string) {
  const [row] = await h.database.db.select().from(shiftRosters).where(eq(shiftRosters.id, id));
  if (!row) {
    throw new Error('no shift');
  }
  return row;
}

/** The notices a user has, newest first. */
export function noticesOf(h: Harness, userId: string) {
  return h.database.db.select().from(userNotices).where(eq(userNotices.userId, userId));
}

export async function emailOf(h: Harness, staffId: string) {
  const [row] = await h.database.db
    .select({ email: staffs.email })
    .from(staffs)
    .where(and(eq(staffs.id, staffId)));
  return row?.email ?? '';
}

/** Every activity-log text of one user. */
export async function activitiesBy(h: Harness, userId: string): Promise<string[]> {
  const rows = await h.database.db
    .select({ activity: activityLogs.activity })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId));
  return rows.map((r) => r.activity);
}
