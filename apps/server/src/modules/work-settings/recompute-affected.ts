import { addDays, zonedWallTimeToInstant } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { recomputeSplits } from '../attendance/attendance.api.ts';
import { workSettingsOf } from './work-bands.ts';
import { openAttendancesBetween } from './work-settings.repo.ts';

/** How far back a change of the band edges or the zone reaches: two months of timesheets not yet approved. */
export const RECOMPUTE_WINDOW_DAYS = 62;

/**
 * Recomputes the splits of the attendances a change of holidays touches: those clocking in on a
 * changed date or the day before it (a night shift runs into it), whose splits are not all Approved.
 */
export async function recomputeAroundDates(
  db: Queryable,
  companyId: string,
  dates: Iterable<string>,
  userId: string,
): Promise<number> {
  const { timeZone } = await workSettingsOf(db, companyId);
  const ids = new Set<string>();
  for (const date of new Set(dates)) {
    const from = zonedWallTimeToInstant(`${addDays(date, -1)}T00:00`, timeZone);
    const before = zonedWallTimeToInstant(`${addDays(date, 1)}T00:00`, timeZone);
    for (const id of await openAttendancesBetween(db, companyId, from, before)) {
      ids.add(id);
    }
  }
  await recomputeSplits(db, companyId, [...ids], userId);
  return ids.size;
}

/**
 * Recomputes the splits of every attendance from the last 62 days on whose splits are not all
 * Approved: after the band edges or the zone change, any of them may split differently.
 */
export async function recomputeRecent(
  db: Queryable,
  companyId: string,
  now: Date,
  userId: string,
): Promise<number> {
  const from = new Date(now.getTime() - RECOMPUTE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const ids = await openAttendancesBetween(db, companyId, from);
  await recomputeSplits(db, companyId, ids, userId);
  return ids.length;
}
