import {
  fullName,
  type PeriodicTimesheetView,
  splitStatusOf,
  type TimesheetSplitView,
  timesheetTotals,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { namePartsOf, type WorkRecordScope } from '../people/people.api.ts';
import { sentTimesheetsFor } from './sent-timesheets.repo.ts';
import type { Period } from './timesheet-period.ts';
import { periodSplits } from './timesheet-split-view.repo.ts';

export { periodSplits };

/** The totals of splits as listed: exactly their durations and kilometres. */
export const totalsOf = (splits: readonly TimesheetSplitView[]) =>
  timesheetTotals(splits.map((s) => ({ code: s.shift, duration: s.duration, totalKm: s.totalKm })));

/**
 * The periodic timesheets of a period (spec 3 §3 Periodic timesheet), set-based: one query for the
 * splits, one for the sent timesheets, one for the names of chosen staff without splits.
 * `staffIds` 'all': everyone with a split in the period, by name; otherwise those staff in that order
 * (a staff member without splits gets an empty timesheet). `visible`: the reader's scope over the
 * attendances (record-rules `workRecordListScope`); the totals are those of the splits listed.
 */
export async function periodicTimesheets(
  db: Queryable,
  companyId: string,
  period: Period,
  staffIds: readonly string[] | 'all',
  visible?: WorkRecordScope,
): Promise<PeriodicTimesheetView[]> {
  const splits = await periodSplits(db, companyId, period, staffIds, undefined, visible);
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
    for (const [id, n] of await namePartsOf(db, 'staff', companyId, missing)) {
      names.set(id, fullName(n.firstName, n.middleName, n.surName));
    }
  }
  const sent = await sentTimesheetsFor(db, companyId, period, ids);
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
