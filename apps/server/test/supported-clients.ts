import { and, eq } from 'drizzle-orm';
import { shiftRosterClients, shiftRosters, staffs } from '../src/db/schema/index.ts';
import { insertStaff } from './fixtures.ts';
import type { Harness } from './harness.ts';

/**
 * Rosters the Staff user (their staff record, made when they have none) on a shift with the clients
 * at the shared clock's now: a staff member reads only the clients they support. Their staff id.
 */
export async function supportedBy(
  h: Harness,
  companyId: string,
  staffUserId: string,
  ...profileIds: string[]
): Promise<string> {
  const db = h.database.db;
  const [own] = await db
    .select({ id: staffs.id })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.userId, staffUserId)));
  let staffId = own?.id;
  if (!staffId) {
    staffId = (await insertStaff(h, companyId)).id;
    await db.update(staffs).set({ userId: staffUserId }).where(eq(staffs.id, staffId));
  }
  if (profileIds.length === 0) {
    return staffId;
  }
  const now = h.clock.now();
  const [shift] = await db
    .insert(shiftRosters)
    .values({ companyId, staffId, dateFrom: now, dateTo: new Date(now.getTime() + 3_600_000) })
    .returning({ id: shiftRosters.id });
  const shiftRosterId = shift?.id as string;
  await db
    .insert(shiftRosterClients)
    .values(profileIds.map((profileId, position) => ({ shiftRosterId, profileId, companyId, position })));
  return staffId;
}
