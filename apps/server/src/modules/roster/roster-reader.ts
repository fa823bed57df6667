import { type Action, seesOnlyAuditApproved } from '@care/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { profiles, shiftRosterClients, shiftRosters, staffs } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';

/**
 * Whose shifts the caller reads, by the actions of the route's line they hold: the whole company's
 * (roster.view: administrators, auditors and the roster claims), or only their own (roster.viewOwn):
 * a staff member the shifts they work, a client those they receive. An auditor reads the company's
 * roster as far as it names only people approved for auditing (spec 3 §6): a shift with an
 * unapproved worker or client is not theirs to see.
 */
export type RosterReader =
  | { kind: 'all' }
  | { kind: 'auditApproved' }
  | { kind: 'staff'; staffId: string }
  | { kind: 'client'; profileId: string };

/** A record id no row has: a Staff or Client user without a record sees no shifts. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

export async function rosterReader(
  db: Queryable,
  principal: Principal,
  granted: readonly Action[],
): Promise<RosterReader> {
  if (seesOnlyAuditApproved(principal.role)) {
    return { kind: 'auditApproved' };
  }
  if (granted.includes('roster.view')) {
    return { kind: 'all' };
  }
  if (!granted.includes('roster.viewOwn')) {
    throw forbidden();
  }
  if (principal.role === 'Staff') {
    const [row] = await db
      .select({ id: staffs.id })
      .from(staffs)
      .where(and(eq(staffs.companyId, principal.companyId), eq(staffs.userId, principal.uid)))
      .limit(1);
    return { kind: 'staff', staffId: row?.id ?? NO_RECORD };
  }
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, principal.companyId), eq(profiles.userId, principal.uid)))
    .limit(1);
  return { kind: 'client', profileId: row?.id ?? NO_RECORD };
}

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
