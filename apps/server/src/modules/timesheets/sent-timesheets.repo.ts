import type { SentTimesheetView, TimesheetStatus } from '@care/domain';
import { fullName } from '@care/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { staffs, timesheets } from '../../db/schema/index.ts';

const t = timesheets;

/**
 * Each listed timesheet's period as it is now: the sum of its staff member's split ticks with clock-in
 * in [fromDate, toDate). One grouped pass over the splits of the whole span the list covers (hash
 * join on the staff member), not a scan of the period's splits per timesheet.
 */
async function periodTotals(
  db: Queryable,
  companyId: string,
  f: { staffId?: string; id?: string },
): Promise<Map<string, number>> {
  const staff = f.staffId ? sql`and staff_id = ${f.staffId}` : sql``;
  const one = f.id ? sql`and id = ${f.id}` : sql``;
  const result = await db.execute(sql`
    with t as (select id, staff_id, from_date, to_date from timesheets where company_id = ${companyId} ${staff} ${one}),
    span as (select min(from_date) as lo, max(to_date) as hi from t),
    sp as (
      select a.staff_id, s.clock_in, s.duration_ticks
      from attendance_splits s join attendances a on a.id = s.attendance_id cross join span
      where s.company_id = ${companyId} and s.clock_in >= span.lo and s.clock_in < span.hi
        ${f.staffId ? sql`and a.staff_id = ${f.staffId}` : sql``}
    )
    select t.id::text as id, coalesce(sum(sp.duration_ticks), 0)::text as total
    from t left join sp on sp.staff_id = t.staff_id and sp.clock_in >= t.from_date and sp.clock_in < t.to_date
    group by t.id`);
  const rows = (result as unknown as { rows: { id: string; total: string }[] }).rows;
  return new Map(rows.map((r) => [r.id, Number(r.total)]));
}

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
    })
    .from(t)
    .innerJoin(staffs, eq(staffs.id, t.staffId))
    .where(and(...where))
    .orderBy(desc(t.sentAt), desc(t.fromDate), t.id);
  const totals = rows.length > 0 ? await periodTotals(db, companyId, f) : new Map<string, number>();
  return rows.map((r) => ({
    timesheetId: r.t.id,
    staffId: r.t.staffId,
    staffName: fullName(r.firstName, r.middleName, r.surName),
    fromDate: r.t.fromDate.toISOString(),
    toDate: r.t.toDate.toISOString(),
    status: r.t.status as TimesheetStatus,
    totalDuration: totals.get(r.t.id) ?? 0,
    responseNote: r.t.responseNote,
    sentAt: r.t.sentAt.toISOString(),
    respondedAt: r.t.respondedAt?.toISOString() ?? null,
    dateCreated: r.t.dateCreated.toISOString(),
    dateModified: r.t.dateModified?.toISOString() ?? null,
  }));
}
