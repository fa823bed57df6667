import type { ShiftRosterView } from '@care/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import {
  attendances,
  incidents,
  openShiftRequests,
  profiles,
  sahServices,
  shiftReports,
  shiftRosterClients,
  shiftRosters,
  staffs,
} from '../../db/schema/index.ts';

/** An instant as `Date.prototype.toJSON` writes it, so the text reads as the driver's value would. */
const iso = (c: SQL | unknown) => sql`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const fullNameOf = personNameSql;

/**
 * A JSON object written without spaces (json_build_object writes ' : '), its keys in this order:
 * the reply then reads exactly as `JSON.stringify` would write it.
 */
function compactObject(fields: Record<string, SQL>): SQL {
  const parts = Object.entries(fields).map(
    ([key, value], i) =>
      sql`${sql.raw(`'${i === 0 ? '{' : ','}"${key}":'`)} || coalesce(to_json(${value})::text, 'null')`,
  );
  return sql`(${sql.join(parts, sql` || `)} || '}')`;
}

const clientObject = compactObject({ profileId: sql`${profiles.id}`, fullName: fullNameOf(profiles) });

/**
 * The clients of every shift matching `scope` (a condition on `shift_rosters`) in one grouped pass,
 * each client's name and object written once, then per shift in position order: their names and
 * ids comma-separated, the list, and the first (the spec's `profile`). One pass over the period's
 * clients costs the database less than a query per shift (docs/performance.md, issue 12).
 */
const clientsOf = (scope: SQL) => sql`left join (
  select
    c.shift_roster_id,
    string_agg(c.name, ', ' order by c.position) as names,
    string_agg(c.profile_id::text, ',' order by c.position) as ids,
    '[' || string_agg(c.object, ',' order by c.position) || ']' as list,
    (array_agg(c.object order by c.position))[1] as first
  from (
    select
      ${shiftRosterClients.shiftRosterId} as shift_roster_id,
      ${shiftRosterClients.position} as position,
      ${profiles.id} as profile_id,
      ${fullNameOf(profiles)} as name,
      ${clientObject} as object
    from ${shiftRosterClients}
    inner join ${profiles} on ${profiles.id} = ${shiftRosterClients.profileId}
    where ${shiftRosterClients.shiftRosterId} in (select ${shiftRosters.id} from ${shiftRosters} where ${scope})
  ) c
  group by c.shift_roster_id
) cl on cl.shift_roster_id = ${shiftRosters.id}`;

/** An attendance flagged for review: a clock-in or out outside the place or unlocated, or a device clock off. */
const attendanceFlagged = sql`(${attendances.clockInLocation} in ('outside', 'noLocation')
      or ${attendances.clockOutLocation} in ('outside', 'noLocation')
      or ${attendances.deviceTimeOff})`;

/** The shift's latest attendance is flagged (a condition on `shift_rosters`, as the list's `attendanceFlagged`). */
export const shiftAttendanceFlagged = sql`coalesce((select ${attendanceFlagged} from ${attendances}
  where ${attendances.shiftRosterId} = ${shiftRosters.id} order by ${attendances.clockIn} desc limit 1), false)`;

/** The staff member's attendance at the shift (one per shift and staff member). */
const attendanceLateral = sql`left join lateral (
  select ${attendances.id} as id, ${attendances.clockOut} is not null as ended,
    ${attendances.clockIn} as clock_in, ${attendances.clockOut} as clock_out,
    ${attendances.leftEarlyReason} as left_early_reason,
    ${attendances.clockInLocation} as clock_in_location,
    ${attendanceFlagged} as flagged
  from ${attendances}
  where ${attendances.shiftRosterId} = ${shiftRosters.id}
  order by ${attendances.clockIn} desc
  limit 1
) att on true`;

/** The shift's report (one per shift) and whether it is signed. */
const reportLateral = sql`left join ${shiftReports} rep on rep.shift_roster_id = ${shiftRosters.id}`;

/**
 * The pending requests for each shift matching `scope`, counted in one grouped pass: a count per
 * shift read the whole (small, unindexed by status) table once for every shift of the month.
 */
const pendingRequestsOf = (scope: SQL) => sql`left join (
  select ${openShiftRequests.shiftRosterId} as shift_roster_id, count(*)::int as pending
  from ${openShiftRequests}
  where ${openShiftRequests.status} = 'Pending'
    and ${openShiftRequests.shiftRosterId} in (select ${shiftRosters.id} from ${shiftRosters} where ${scope})
  group by ${openShiftRequests.shiftRosterId}
) req on req.shift_roster_id = ${shiftRosters.id}`;

const staffObject = sql`case when ${staffs.id} is null then null else ${compactObject({
  staffId: sql`${staffs.id}`,
  fullName: fullNameOf(staffs),
  signatureUrl: sql`${staffs.signatureUrl}`,
})}::json end`;

const s = shiftRosters;
/** The reply's fields in the order of ShiftRosterView, each as its JSON value. */
const VIEW_FIELDS: [string, SQL][] = [
  ['shiftRosterId', sql`${s.id}`],
  ['companyId', sql`${s.companyId}`],
  ['staffId', sql`${s.staffId}`],
  ['staff', staffObject],
  ['profile', sql`cl.first::json`],
  ['clients', sql`coalesce(cl.names, '')`],
  ['clientsId', sql`coalesce(cl.ids, '')`],
  ['clientList', sql`coalesce(cl.list, '[]')::json`],
  ['dateFrom', iso(s.dateFrom)],
  ['dateTo', iso(s.dateTo)],
  ['activities', sql`coalesce(${s.activities}, '')`],
  ['description', sql`${s.description}`],
  ['appointment', sql`${s.appointment}`],
  ['isNightShift', sql`${s.isNightShift}`],
  ['isExceptionalShift', sql`${s.isExceptionalShift}`],
  ['isBrokenShift', sql`${s.isBrokenShift}`],
  ['status', sql`${s.status}`],
  ['attendance', sql`att.id is not null`],
  ['attendanceId', sql`att.id`],
  ['isEnded', sql`coalesce(att.ended, false)`],
  ['clockInLocation', sql`att.clock_in_location`],
  ['attendanceFlagged', sql`coalesce(att.flagged, false)`],
  ['attendanceClockIn', iso(sql`att.clock_in`)],
  ['attendanceClockOut', iso(sql`att.clock_out`)],
  ['leftEarlyReason', sql`att.left_early_reason`],
  ['isShiftReportSigned', sql`coalesce(rep.is_signed, false)`],
  ['reportId', sql`rep.id`],
  // An incident linked to the shift (the register's, issue 27): the card marks it.
  ['hasIncident', sql`exists (select 1 from ${incidents} where ${incidents.shiftRosterId} = ${s.id})`],
  ['reason', sql`${s.reason}`],
  ['repeat', sql`${s.repeat}`],
  ['stopDate', sql`${s.stopDate}`],
  ['seriesId', sql`${s.seriesId}`],
  ['isOpenShift', sql`${s.staffId} is null`],
  ['openShiftRequests', sql`coalesce(req.pending, 0)`],
  ['cancelledBy', sql`${s.cancelledBy}`],
  ['cancellationDate', iso(s.cancellationDate)],
  ['noticeMinutes', sql`${s.noticeMinutes}`],
  ['isShortNotice', sql`${s.isShortNotice}`],
  ['cancellationReasonCode', sql`${s.cancellationReasonCode}`],
  ['overriddenFindings', sql`${s.overriddenFindings}::json`],
  ['overrideReason', sql`${s.overrideReason}`],
  ['dateCreated', iso(s.dateCreated)],
  ['userCreated', sql`${s.userCreated}`],
  ['dateModified', iso(s.dateModified)],
  ['userModified', sql`${s.userModified}`],
  ['sunday', sql`${s.sunday}`],
  ['monday', sql`${s.monday}`],
  ['tuesday', sql`${s.tuesday}`],
  ['wednesday', sql`${s.wednesday}`],
  ['thursday', sql`${s.thursday}`],
  ['friday', sql`${s.friday}`],
  ['saturday', sql`${s.saturday}`],
  // The Support at Home service delivered (issue 39 item 3): the phone shows its name.
  ['sahServiceId', sql`${s.sahServiceId}`],
  [
    'sahServiceName',
    sql`(select ${sahServices.name} from ${sahServices} where ${sahServices.id} = ${s.sahServiceId} and ${sahServices.companyId} = ${s.companyId})`,
  ],
];

const selectList = sql.join(
  VIEW_FIELDS.map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
  sql`, `,
);

/** The keys a list may be ordered by (their JSON text sorts as the values do). */
export type ShiftOrderKey = 'dateFrom' | 'dateTo' | 'shiftRosterId' | 'dateCreated';

/** The settings the list query runs with (see shiftViewsJson), for a tool that plans it (bench/). */
export const SHIFT_LIST_SETTINGS = sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`;

/** The one statement of the list: the rows matching `where`, as one JSON array text in `list`. */
export function shiftViewsQuery(
  companyId: string,
  where: SQL,
  order: readonly ShiftOrderKey[] = ['dateFrom', 'shiftRosterId'],
): SQL {
  const by = sql.join(
    order.map((k) => sql`r.${sql.identifier(k)}`),
    sql`, `,
  );
  const scope = and(eq(s.companyId, companyId), where);
  return sql`
    select '[' || coalesce(string_agg(row_to_json(r)::text, ',' order by ${by}), '') || ']' as list
    from (
      select ${selectList}
      from ${shiftRosters}
      left join ${staffs} on ${staffs.id} = ${s.staffId}
      ${clientsOf(scope ?? sql`true`)}
      ${attendanceLateral}
      ${reportLateral}
      ${pendingRequestsOf(scope ?? sql`true`)}
      where ${scope}
    ) r`;
}

/**
 * The company's shifts matching `where` (a condition on `shift_rosters`) as the JSON text of a
 * ShiftRosterView list, built by the database in one query (the month view's hot path: one
 * value crosses from the database and goes out as it came).
 */
export async function shiftViewsJson(
  db: Queryable,
  companyId: string,
  where: SQL,
  order?: readonly ShiftOrderKey[],
): Promise<string> {
  const result = await db.transaction(async (tx) => {
    // For this statement only: a month's rows sort in memory (the default 4 MB spills them to disk),
    // and the plan's cost would start the JIT compiler, which costs more than it saves here.
    await tx.execute(SHIFT_LIST_SETTINGS);
    return tx.execute(shiftViewsQuery(companyId, where, order));
  });
  const rows = (result as unknown as { rows: { list: string }[] }).rows;
  return rows[0]?.list ?? '[]';
}

/** The same list as objects, for the writes and the checks. */
export async function shiftViews(
  db: Queryable,
  companyId: string,
  where: SQL,
  order?: readonly ShiftOrderKey[],
): Promise<ShiftRosterView[]> {
  return JSON.parse(await shiftViewsJson(db, companyId, where, order)) as ShiftRosterView[];
}

/** One shift of the company as the roster shows it. */
export async function findShiftView(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<ShiftRosterView | undefined> {
  const [view] = await shiftViews(db, companyId, eq(s.id, id));
  return view;
}
