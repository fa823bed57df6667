import type { ShiftDayCounts, ShiftRosterView } from '@care/domain';
import { groupByLocalDay } from './roster-calendar.ts';
import { searchShifts } from './roster-search.ts';

/**
 * What `get_shift_counts_by_day` answers for these shifts (test double of the server): the shifts
 * starting on each local day in Sydney within the asked dates, narrowed by the search and the flag
 * as the page narrows its lists.
 */
export function countsReply(shifts: readonly ShiftRosterView[], url: string): ShiftDayCounts {
  const q = new URL(url, 'http://x').searchParams;
  let found = searchShifts(shifts, q.get('search') ?? '');
  if (q.get('flaggedOnly') === 'true') {
    found = found.filter((s) => s.attendanceFlagged);
  }
  const from = q.get('fromDate') ?? '';
  const to = q.get('toDate') ?? '';
  return [...groupByLocalDay(found, 'Australia/Sydney')]
    .filter(([date]) => date >= from && date <= to)
    .map(([date, list]) => ({ date, count: list.length }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
