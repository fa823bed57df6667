import type { ShiftDayCount } from '@care/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { profiles, shiftRosterClients, shiftRosters, staffs } from '../../db/schema/index.ts';
import { shiftAttendanceFlagged } from './shift-reads.repo.ts';

const contains = (text: SQL, word: string) => sql`strpos(lower(${text}), ${word}) > 0`;

/**
 * The roster search as a condition on `shift_rosters` (the twin of the web's `searchShifts`): every
 * word (already lower case) is in the staff member's name, a client's name or the shift id.
 */
export function searchShiftsWhere(words: readonly string[]): SQL | undefined {
  if (words.length === 0) {
    return undefined;
  }
  return and(
    ...words.map(
      (word) => sql`(${contains(sql`${shiftRosters.id}::text`, word)}
        or exists (select 1 from ${staffs} where ${staffs.id} = ${shiftRosters.staffId} and ${contains(personNameSql(staffs), word)})
        or exists (select 1 from ${shiftRosterClients} inner join ${profiles} on ${profiles.id} = ${shiftRosterClients.profileId}
          where ${shiftRosterClients.shiftRosterId} = ${shiftRosters.id} and ${contains(personNameSql(profiles), word)}))`,
    ),
  ) as SQL;
}

/** Only the shifts whose attendance was flagged for review ("flagged clock-ins only"). */
/** Every condition at once (undefined ones left out). */
export function allOf(...parts: (SQL | undefined)[]): SQL {
  return and(...parts) as SQL;
}

export const flaggedWhere = shiftAttendanceFlagged;

/**
 * How many of the company's shifts matching `where` start on each local day (in `zone`), the days
 * in order. One grouped pass over the (company, start) index: a month of a large tenant is a few
 * dozen rows instead of thousands of shifts (docs/performance.md, issue 26).
 */
export async function shiftCountsByDay(
  db: Queryable,
  companyId: string,
  zone: string,
  where: SQL,
): Promise<ShiftDayCount[]> {
  const day = sql`to_char(${shiftRosters.dateFrom} at time zone ${zone}, 'YYYY-MM-DD')`;
  const result = await db.execute(sql`
    select ${day} as date, count(*)::int as count
    from ${shiftRosters}
    where ${and(eq(shiftRosters.companyId, companyId), where)}
    group by 1
    order by 1`);
  return (result as unknown as { rows: ShiftDayCount[] }).rows.map((r) => ({
    date: r.date,
    count: Number(r.count),
  }));
}
