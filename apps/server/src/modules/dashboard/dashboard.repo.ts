import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { administrators, profiles, staffs, users } from '../../db/schema/index.ts';

/** Head counts of the company's people for the dashboards. */
export async function countPeople(db: Queryable, companyId: string) {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [adminCount, staffCount, clientCount, activeClients, userCount, approvedClients, approvedStaff] =
    await readTogether(db, [
      () =>
        one(db.select({ n: count() }).from(administrators).where(eq(administrators.companyId, companyId))),
      () => one(db.select({ n: count() }).from(staffs).where(eq(staffs.companyId, companyId))),
      () => one(db.select({ n: count() }).from(profiles).where(eq(profiles.companyId, companyId))),
      () =>
        one(
          db
            .select({ n: count() })
            .from(profiles)
            .where(and(eq(profiles.companyId, companyId), eq(profiles.isActive, true))),
        ),
      () => one(db.select({ n: count() }).from(users).where(eq(users.companyId, companyId))),
      () =>
        one(
          db
            .select({ n: count() })
            .from(profiles)
            .where(and(eq(profiles.companyId, companyId), eq(profiles.auditApproved, true))),
        ),
      () =>
        one(
          db
            .select({ n: count() })
            .from(staffs)
            .where(and(eq(staffs.companyId, companyId), eq(staffs.auditApproved, true))),
        ),
    ]);
  return {
    administrators: adminCount,
    staff: staffCount,
    clients: clientCount,
    activeClients,
    users: userCount,
    auditApprovedClients: approvedClients,
    auditApprovedStaff: approvedStaff,
  };
}
