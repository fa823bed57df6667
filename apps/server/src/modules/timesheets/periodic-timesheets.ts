import {
  fullName,
  type PeriodicTimesheetView,
  type SentTimesheetRef,
  splitStatusOf,
  type TimesheetSplitView,
  type TimesheetStatus,
  timesheetTotals,
} from '@care/domain';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendanceSplits, attendances, staffs, timesheets } from '../../db/schema/index.ts';
import type { Period } from './timesheet-period.ts';
import { timesheetSplitViews } from './timesheet-split-view.ts';

/** The splits of a period (clock-in in [from, to)), of these staff or of everyone: one query. */
export function periodSplits(
  db: Queryable,
  companyId: string,
  period: Period,
  staffIds: readonly string[] | 'all',
  more?: SQL,
): Promise<TimesheetSplitView[]> {
  return timesheetSplitViews(
    db,
    companyId,
    and(
      gte(attendanceSplits.clockIn, period.from),
      lt(attendanceSplits.clockIn, period.to),
      staffIds === 'all' ? undefined : inArray(attendances.staffId, [...staffIds]),
      more,
    ),
  );
}

/** The totals of splits as listed: exactly their durations and kilometres. */
export const totalsOf = (splits: readonly TimesheetSplitView[]) =>
  timesheetTotals(splits.map((s) => ({ code: s.shift, duration: s.duration, totalKm: s.totalKm })));

/** The timesheets sent for exactly this period, by staff id. */
async function sentFor(
  db: Queryable,
  companyId: string,
  period: Period,
  staffIds: readonly string[],
): Promise<Map<string, SentTimesheetRef>> {
  if (staffIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.companyId, companyId),
        inArray(timesheets.staffId, [...staffIds]),
        eq(timesheets.fromDate, period.from),
        eq(timesheets.toDate, period.to),
      ),
    );
  return new Map(
    rows.map((t) => [
      t.staffId,
      {
        timesheetId: t.id,
        status: t.status as TimesheetStatus,
        sentAt: t.sentAt.toISOString(),
        respondedAt: t.respondedAt?.toISOString() ?? null,
        responseNote: t.responseNote,
      },
    ]),
  );
}

/** The names of staff members (for those with no split in the period). */
async function staffNames(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      id: staffs.id,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
    })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), inArray(staffs.id, [...ids])));
  return new Map(rows.map((r) => [r.id, fullName(r.firstName, r.middleName, r.surName)]));
}

/**
 * The periodic timesheets of a period (spec 3 §3 Periodic timesheet), set-based: one query for the
 * splits, one for the sent timesheets, one for the names of chosen staff without splits.
 * `staffIds` 'all': everyone with a split in the period, by name; otherwise those staff in that order
 * (a staff member without splits gets an empty timesheet).
 */
export async function periodicTimesheets(
  db: Queryable,
  companyId: string,
  period: Period,
  staffIds: readonly string[] | 'all',
): Promise<PeriodicTimesheetView[]> {
  const splits = await periodSplits(db, companyId, period, staffIds);
  const byStaff = new Map<string, TimesheetSplitView[]>();
  const names = new Map<string, string>();
  for (const split of splits) {
    const list = byStaff.get(split.staffId);
    if (list) {
      list.push(split);
    } else {
      byStaff.set(split.staffId, [split]);
      names.set(split.staffId, split.staffName);
    }
  }
  let ids: string[];
  if (staffIds === 'all') {
    ids = [...byStaff.keys()].sort(
      (x, y) => (names.get(x) ?? '').localeCompare(names.get(y) ?? '') || x.localeCompare(y),
    );
  } else {
    ids = [...staffIds];
    const missing = ids.filter((id) => !names.has(id));
    for (const [id, name] of await staffNames(db, companyId, missing)) {
      names.set(id, name);
    }
  }
  const sent = await sentFor(db, companyId, period, ids);
  return ids.map((staffId) => {
    const list = byStaff.get(staffId) ?? [];
    return {
      staffId,
      staffName: names.get(staffId) ?? '',
      fromDate: period.from.toISOString(),
      toDate: period.to.toISOString(),
      ...totalsOf(list),
      xeroUploadLink: null,
      pendingCount: list.filter((s) => splitStatusOf(s.status) === 'Pending').length,
      needAdjustmentCount: list.filter((s) => splitStatusOf(s.status) === 'Need Adjustment').length,
      timesheet: sent.get(staffId) ?? null,
      attendanceSplits: list,
    };
  });
}
