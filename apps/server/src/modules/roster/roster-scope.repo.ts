import type { ShiftRosterView } from '@care/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { profiles, shiftRosterClients, shiftRosters, staffs } from '../../db/schema/index.ts';
import type { PersonReader } from '../../http/reach.ts';
import { shiftViews } from './shift-reads.repo.ts';

/**
 * Whose shifts the caller reads, as the kernel decided from the route's line (`reach: 'roster'`,
 * http/reach.ts `personReader`): the whole company's (roster.view: administrators, auditors and the
 * roster claims), or only their own (roster.viewOwn): a staff member the shifts they work, a client
 * those they receive. An auditor reads the company's roster as far as it names only people approved
 * for auditing (spec 3 §6): a shift with an unapproved worker or client is not theirs to see.
 */
export type RosterReader = PersonReader;

const DAY_MS = 86_400_000;

/** Shifts with the client among their clients (a condition on `shift_rosters`). */
export const hasClient = (profileId: string): SQL =>
  sql`exists (select 1 from ${shiftRosterClients} where ${shiftRosterClients.shiftRosterId} = ${shiftRosters.id} and ${shiftRosterClients.profileId} = ${profileId})`;

/** Shifts whose worker (if any) and every client are approved for auditing. */
const auditApprovedOnly = sql`(${shiftRosters.staffId} is null or exists (select 1 from ${staffs} where ${staffs.id} = ${shiftRosters.staffId} and ${staffs.auditApproved})) and not exists (select 1 from ${shiftRosterClients} inner join ${profiles} on ${profiles.id} = ${shiftRosterClients.profileId} where ${shiftRosterClients.shiftRosterId} = ${shiftRosters.id} and not ${profiles.auditApproved})`;

/** The reader's shifts as a condition on `shift_rosters` (true for the whole company). */
export function readerScope(reader: RosterReader): SQL | undefined {
  switch (reader.kind) {
    case 'all':
      return undefined;
    case 'auditApproved':
      return auditApprovedOnly;
    case 'staff':
      return eq(shiftRosters.staffId, reader.staffId);
    case 'client':
      return hasClient(reader.profileId);
  }
}

/**
 * The shifts overlapping [from, to), of the staff member and client when given. A shift lasts at
 * most a day, so the lower bound on the start lets the (company, start) index find them.
 */
export function periodWhere(
  period: { from: Date; to: Date },
  f: { staffId?: string; clientId?: string },
): SQL {
  return and(
    sql`${shiftRosters.dateFrom} > ${new Date(period.from.getTime() - DAY_MS).toISOString()}`,
    sql`${shiftRosters.dateFrom} < ${period.to.toISOString()}`,
    sql`${shiftRosters.dateTo} > ${period.from.toISOString()}`,
    f.staffId ? eq(shiftRosters.staffId, f.staffId) : undefined,
    f.clientId ? hasClient(f.clientId) : undefined,
  ) as SQL;
}

/** The shifts starting in [from, to), of the staff member and client when given (the month grid's counts). */
export function startsWithinWhere(
  period: { from: Date; to: Date },
  f: { staffId?: string; clientId?: string },
): SQL {
  return and(
    sql`${shiftRosters.dateFrom} >= ${period.from.toISOString()}`,
    sql`${shiftRosters.dateFrom} < ${period.to.toISOString()}`,
    f.staffId ? eq(shiftRosters.staffId, f.staffId) : undefined,
    f.clientId ? hasClient(f.clientId) : undefined,
  ) as SQL;
}

/** The shift as the roster shows it, if the reader reaches it. */
export async function readableShiftView(
  db: Queryable,
  companyId: string,
  reader: RosterReader,
  shiftId: string,
): Promise<ShiftRosterView | undefined> {
  const [view] = await shiftViews(
    db,
    companyId,
    and(eq(shiftRosters.id, shiftId), readerScope(reader)) as SQL,
  );
  return view;
}
