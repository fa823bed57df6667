import type { Principal } from '../../http/principal.ts';
import type { Reach } from '../../http/reach.ts';

// The reader's shifts as SQL conditions live with the roster's queries.
export { hasClient, readerScope } from './roster-scope.repo.ts';

/**
 * Whose shifts the caller reads: the whole company's
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

/** Whose shifts, as the kernel decided from the route's line (`reach: 'roster'`). */
export function rosterReader(principal: Principal, reach: Reach): RosterReader {
  if (reach.all) {
    return reach.auditApproved ? { kind: 'auditApproved' } : { kind: 'all' };
  }
  return principal.role === 'Staff'
    ? { kind: 'staff', staffId: reach.staffId ?? NO_RECORD }
    : { kind: 'client', profileId: reach.clientId ?? NO_RECORD };
}
