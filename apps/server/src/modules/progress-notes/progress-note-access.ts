import { can, seesOnlyAuditApproved } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { staffOfUser } from '../people/people-reads.repo.ts';
import type { NoteScope } from './progress-notes.repo.ts';

/** A record id no row has: a Staff user without a staff record reaches no note. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

/**
 * Whose progress notes the caller reads: the office (progressNote.view) the company's, an auditor
 * those whose worker and client are approved for auditing, a worker (progressNote.own) their own.
 * Anyone else (a client, a care manager) may not read notes.
 */
export async function noteScope(db: Queryable, principal: Principal): Promise<NoteScope> {
  if (can(principal, 'progressNote.view')) {
    return seesOnlyAuditApproved(principal.role) ? { kind: 'auditApproved' } : { kind: 'all' };
  }
  if (can(principal, 'progressNote.own')) {
    const staffId = await staffOfUser(db, principal.companyId, principal.uid);
    return { kind: 'staff', staffId: staffId ?? NO_RECORD };
  }
  throw forbidden();
}
