import type { SentTimesheetView, TimesheetStatus } from '@care/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { staffs, timesheets } from '../../db/schema/index.ts';

const t = timesheets;
const fullName = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim() !== '').join(' ');

/** The period's splits as they are now: the sum of their ticks (a split is in it by its clock-in). */
const periodTicks = sql<number>`(select coalesce(sum(s.duration_ticks), 0)::bigint
  from attendance_splits s join attendances a on a.id = s.attendance_id
  where s.company_id = ${t.companyId} and a.staff_id = ${t.staffId}
    and s.clock_in >= ${t.fromDate} and s.clock_in < ${t.toDate})`.mapWith(Number);

/** The company's sent timesheets (optionally one staff member's or one timesheet), newest sent first. */
export async function sentTimesheets(
  db: Queryable,
  companyId: string,
  f: { staffId?: string; id?: string } = {},
): Promise<SentTimesheetView[]> {
  const where: (SQL | undefined)[] = [
    eq(t.companyId, companyId),
    f.staffId ? eq(t.staffId, f.staffId) : undefined,
    f.id ? eq(t.id, f.id) : undefined,
  ];
  const rows = await db
    .select({
      t,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
      totalDuration: periodTicks,
    })
    .from(t)
    .innerJoin(staffs, eq(staffs.id, t.staffId))
    .where(and(...where))
    .orderBy(desc(t.sentAt), desc(t.fromDate), t.id);
  return rows.map((r) => ({
    timesheetId: r.t.id,
    staffId: r.t.staffId,
    staffName: fullName(r.firstName, r.middleName, r.surName),
    fromDate: r.t.fromDate.toISOString(),
    toDate: r.t.toDate.toISOString(),
    status: r.t.status as TimesheetStatus,
    totalDuration: Number(r.totalDuration),
    responseNote: r.t.responseNote,
    sentAt: r.t.sentAt.toISOString(),
    respondedAt: r.t.respondedAt?.toISOString() ?? null,
    dateCreated: r.t.dateCreated.toISOString(),
    dateModified: r.t.dateModified?.toISOString() ?? null,
  }));
}
