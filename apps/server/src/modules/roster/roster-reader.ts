import { type Action, seesOnlyAuditApproved } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { clientOfUser, staffOfUser } from '../people/people.api.ts';

// The reader's shifts as SQL conditions live with the roster's queries.
export { hasClient, readerScope } from './roster-scope.repo.ts';

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
    return {
      kind: 'staff',
      staffId: (await staffOfUser(db, principal.companyId, principal.uid)) ?? NO_RECORD,
    };
  }
  return {
    kind: 'client',
    profileId: (await clientOfUser(db, principal.companyId, principal.uid)) ?? NO_RECORD,
  };
}
