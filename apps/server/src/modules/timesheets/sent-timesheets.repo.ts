import type { SentTimesheetRef, SentTimesheetView, TimesheetStatus } from '@care/domain';
import { fullName } from '@care/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { staffs, timesheetSendLogs, timesheets } from '../../db/schema/index.ts';

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

/** The timesheets sent for exactly this period, by staff id. */
export async function sentTimesheetsFor(
  db: Queryable,
  companyId: string,
  period: { from: Date; to: Date },
  staffIds: readonly string[],
): Promise<Map<string, SentTimesheetRef>> {
  if (staffIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        inArray(t.staffId, [...staffIds]),
        eq(t.fromDate, period.from),
        eq(t.toDate, period.to),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.staffId,
      {
        timesheetId: r.id,
        status: r.status as TimesheetStatus,
        sentAt: r.sentAt.toISOString(),
        respondedAt: r.respondedAt?.toISOString() ?? null,
        responseNote: r.responseNote,
      },
    ]),
  );
}

/**
 * The staff members' timesheets of the period become Pending, sent now by `sentBy` (one per staff
 * member and period: sending again starts it over).
 */
export async function upsertSentTimesheets(
  db: Queryable,
  companyId: string,
  period: { from: Date; to: Date },
  staffIds: readonly string[],
  sent: { status: string; now: Date; sentBy: string; userId: string },
): Promise<void> {
  if (staffIds.length === 0) {
    return;
  }
  const { now } = sent;
  await db
    .insert(t)
    .values(
      staffIds.map((staffId) => ({
        companyId,
        staffId,
        fromDate: period.from,
        toDate: period.to,
        status: sent.status,
        sentAt: now,
        sentBy: sent.sentBy,
        dateCreated: now,
        userCreated: sent.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [t.companyId, t.staffId, t.fromDate, t.toDate],
      set: {
        status: 'Pending',
        sentAt: now,
        sentBy: sent.sentBy,
        respondedAt: null,
        responseNote: null,
        dateModified: now,
        userModified: sent.userId,
      },
    });
}

export type NewSendLog = typeof timesheetSendLogs.$inferInsert;

/** Keeps a send-all run's log; its id. */
export async function insertSendLog(db: Queryable, log: NewSendLog): Promise<string | undefined> {
  const [row] = await db.insert(timesheetSendLogs).values(log).returning({ id: timesheetSendLogs.id });
  return row?.id;
}

/** A send-all run's log of the company, or undefined. */
export async function findSendLog(db: Queryable, companyId: string, id: string) {
  const [log] = await db
    .select()
    .from(timesheetSendLogs)
    .where(and(eq(timesheetSendLogs.companyId, companyId), eq(timesheetSendLogs.id, id)));
  return log;
}
