import { ROSTER_MESSAGES, rosterSearchWords, type ShiftDayCounts } from '@care/domain';
import { z } from 'zod';
import { personReader } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from './company-zone.ts';
import { periodOf, periodQuery } from './roster-period.ts';
import { readerScope, startsWithinWhere } from './roster-scope.repo.ts';
import { allOf, flaggedWhere, searchShiftsWhere, shiftCountsByDay } from './shift-counts.repo.ts';
import { ownFilter } from './shift-reads.route.ts';

const localDate = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : undefined),
  z
    .string(ROSTER_MESSAGES.specifyDates)
    .min(1, ROSTER_MESSAGES.specifyDates)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date'),
);

/** The month grid's question: the period's local dates, the roster filter, the search and the flag. */
export const shiftCountsQuery = periodQuery.extend({
  fromDate: localDate,
  toDate: localDate,
  search: z.preprocess((v) => (typeof v === 'string' ? v : undefined), z.string().max(200).optional()),
  flaggedOnly: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});

/**
 * The month grid's counts (issue 26, ours): how many shifts start on each local day of the period,
 * under the same filter, search and record rules as `get_periodic_shift_rosters` (a staff member or
 * client counts only their own shifts; naming another is a 404). A few hundred bytes instead of
 * every shift of 35 days; the open day's cards come from the shift list of that day.
 */
export const getShiftCountsByDayRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/get_shift_counts_by_day',
  readsFrom: 'standby',
  summary: 'How many shifts start on each local day of a period (the month grid), with the list’s filter',
  tags: ['ShiftRosters'],
  querystring: shiftCountsQuery,
  async handler({ db, principal, query, reach }): Promise<ShiftDayCounts> {
    const reader = personReader(principal, reach);
    const zone = await companyZone(db, principal.companyId);
    const period = periodOf(query, zone);
    const where = allOf(
      startsWithinWhere(period, ownFilter(reader, query)),
      readerScope(reader),
      searchShiftsWhere(rosterSearchWords(query.search ?? '')),
      query.flaggedOnly ? flaggedWhere : undefined,
    );
    return shiftCountsByDay(db, principal.companyId, zone, where);
  },
});
