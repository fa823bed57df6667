import { and, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { shiftRosters } from '../../db/schema/index.ts';
import { hasClient } from './roster-scope.repo.ts';

// Conditions on shift_rosters that other areas hand to `shiftViews` (through the roster's door), so
// they name the roster's shifts without naming its table.

/** The shifts of these ids, within the reader's scope when given. */
export const shiftIdIn = (ids: readonly string[], scope?: SQL): SQL =>
  and(inArray(shiftRosters.id, [...ids]), scope) as SQL;

/** Upcoming shifts with no staff member that are not Cancelled (optionally one of them). */
export const openShiftsWhere = (now: Date, shiftId?: string): SQL =>
  and(
    isNull(shiftRosters.staffId),
    or(isNull(shiftRosters.status), ne(shiftRosters.status, 'Cancelled')),
    gt(shiftRosters.dateFrom, now),
    shiftId ? eq(shiftRosters.id, shiftId) : undefined,
  ) ?? sql`true`;

/** The shifts of the filter that have a staff member and are not Cancelled (a Pending one counts). */
export const rosteredWhere = (filter: SQL): SQL =>
  and(
    filter,
    isNotNull(shiftRosters.staffId),
    or(isNull(shiftRosters.status), ne(shiftRosters.status, 'Cancelled')),
  ) as SQL;

/** One shift, within the reader's scope when given. */
export const oneShift = (id: string, scope?: SQL): SQL => and(eq(shiftRosters.id, id), scope) as SQL;

/** Every shift of the company. */
export const companyShifts = (companyId: string): SQL => eq(shiftRosters.companyId, companyId);

/** The shifts of a repeating series. */
export const seriesWhere = (seriesId: string): SQL => eq(shiftRosters.seriesId, seriesId);

/** The shifts of the filter within the reader's scope (the filter alone when the scope is the company). */
export const withinScope = (filter: SQL | undefined, scope: SQL | undefined): SQL =>
  and(filter, scope) as SQL;

/** Every shift of the staff member and of the client, when given (none given: no condition). */
export const personShifts = (f: { staffId?: string; clientId?: string }): SQL | undefined =>
  and(
    f.staffId ? eq(shiftRosters.staffId, f.staffId) : undefined,
    f.clientId ? hasClient(f.clientId) : undefined,
  );
