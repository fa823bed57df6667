import { type Action, seesOnlyAuditApproved } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { staffOfUser } from '../people/people.api.ts';
import type { NoteScope } from './progress-notes.repo.ts';

/** A record id no row has: a Staff user without a staff record reaches no note. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

/**
 * Whose progress notes the caller reads, by the actions of the route's line they hold: the office
 * (progressNote.view) the company's, an auditor those whose worker and client are approved for
 * auditing, a worker (progressNote.own) their own. The lines leave out everyone else (a client, a
 * care manager).
 */
export async function noteScope(
  db: Queryable,
  principal: Principal,
  granted: readonly Action[],
): Promise<NoteScope> {
  if (granted.includes('progressNote.view')) {
    return seesOnlyAuditApproved(principal.role) ? { kind: 'auditApproved' } : { kind: 'all' };
  }
  if (granted.includes('progressNote.own')) {
    const staffId = await staffOfUser(db, principal.companyId, principal.uid);
    return { kind: 'staff', staffId: staffId ?? NO_RECORD };
  }
  throw forbidden();
}
