import { canDeleteInBulk, listOf, type StatusReply } from '@care/domain';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from './company-zone.ts';
import { laterOfSeries } from './edit-shift.ts';
import { periodOf, periodQuery, periodWhere } from './roster-period.ts';
import { shiftIdIn } from './shift-filters.repo.ts';
import { shiftFor } from './shift-guards.ts';
import { shiftViews } from './shift-reads.repo.ts';
import { whenOf } from './shift-values.ts';
import { deleteShifts, lockShiftsWhere } from './shift-write.repo.ts';

const tags = ['ShiftRosters'];
export const CHOOSE_SHIFTS = 'Choose the shifts to delete';
const MAX_BULK = 5000;

type BulkReply = StatusReply & { deleted: number; skipped: number };

const shifts = (n: number) => `${n} shift${n === 1 ? '' : 's'}`;

/** What a bulk delete says: how many went, and why the rest stayed. */
export function bulkMessage(deleted: number, skipped: number): string {
  const gone = deleted === 0 ? 'No shift was deleted.' : `${shifts(deleted)} deleted.`;
  return skipped === 0
    ? gone
    : `${gone} ${shifts(skipped)} kept: only upcoming shifts without attendance can be deleted together.`;
}

/** Deletes the upcoming unattended shifts among those matching `where` (locked first); the counts. */
async function deleteInBulk(db: Queryable, companyId: string, where: SQL, now: Date) {
  await lockShiftsWhere(db, companyId, where);
  const views = await shiftViews(db, companyId, where);
  const ids = views.filter((v) => canDeleteInBulk(v, now)).map((v) => v.shiftRosterId);
  const deleted = await deleteShifts(db, companyId, ids);
  return { deleted, skipped: views.length - deleted };
}

/** Deleting one shift (or it and the rest of its series), selected shifts, and the filter's shifts (spec 3 §7.1). */
export const deleteShiftRosterRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/delete/:id',
  summary: 'Delete a shift (not once attended), or with applyTo=series also the later shifts of its series',
  tags,
  params: z.object({ id: z.uuid('The id must be a UUID') }),
  querystring: z.object({ applyTo: z.enum(['one', 'series']).default('one') }),
  activity: 'Deleted a shift',
  async handler({ db, principal, params, query, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    const { row } = await shiftFor(db, companyId, params.id, 'delete', now);
    const later = query.applyTo === 'series' ? await laterOfSeries(db, companyId, row, now, 'delete') : [];
    // Later shifts someone attended stay: their attendance is the record of work done.
    const laterIds = later.filter((v) => !v.attendance).map((v) => v.shiftRosterId);
    await deleteShifts(db, companyId, [row.id, ...laterIds]);
    const zone = await companyZone(db, companyId);
    const also = laterIds.length > 0 ? ` and ${shifts(laterIds.length)} after it in its series` : '';
    recordActivity(`Deleted the shift of ${whenOf(row.dateFrom, zone)}${also}`);
    return { status: 'Success', message: `Shift deleted${also}.` };
  },
});

export const deleteMultipleShiftRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/delete_multiple_shift',
  summary:
    'Delete the chosen shifts (values: ids joined by commas); only upcoming shifts without attendance go',
  tags,
  querystring: z.object({
    values: listOf.pipe(
      z
        .array(z.uuid('Choose the shifts from the roster'))
        .min(1, CHOOSE_SHIFTS)
        .max(MAX_BULK, `At most ${MAX_BULK} shifts at once`),
    ),
  }),
  activity: 'Deleted multiple shifts',
  async handler({ db, principal, query, now, recordActivity }): Promise<BulkReply> {
    const ids = [...new Set(query.values)];
    const { deleted } = await deleteInBulk(db, principal.companyId, shiftIdIn(ids), now);
    // Ids the company has no shift for count as kept: nothing of another company is touched or named.
    const kept = ids.length - deleted;
    recordActivity(`Deleted ${shifts(deleted)} of ${ids.length} chosen`);
    return { status: 'Success', message: bulkMessage(deleted, kept), deleted, skipped: kept };
  },
});

export const deletePeriodicShiftRostersRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/delete_periodic_shift_rosters',
  summary:
    'Delete the filter’s shifts (period, optional staff and client); only upcoming shifts without attendance go',
  tags,
  querystring: periodQuery,
  activity: 'Deleted the filtered shifts',
  async handler({ db, principal, query, now, recordActivity }): Promise<BulkReply> {
    const zone = await companyZone(db, principal.companyId);
    const period = periodOf(query, zone);
    const { deleted, skipped } = await deleteInBulk(db, principal.companyId, periodWhere(period, query), now);
    recordActivity(`Deleted ${shifts(deleted)} of the filter ${query.fromDate} to ${query.toDate}`);
    return { status: 'Success', message: bulkMessage(deleted, skipped), deleted, skipped };
  },
});
