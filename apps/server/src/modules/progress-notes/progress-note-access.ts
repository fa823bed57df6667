import type { Reach } from '../../http/reach.ts';
import type { NoteScope } from './progress-notes.repo.ts';

/** A record id no row has: a Staff user without a staff record reaches no note. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

/**
 * Whose progress notes the caller reads or edits, as the kernel decided from the route's line
 * (`reach: 'progressNote'`): the office (progressNote.view, .edit) the company's, an auditor those
 * whose worker and client are approved for auditing, a worker (progressNote.own) their own. The lines
 * leave out everyone else (a client, a care manager).
 */
export function noteScope(reach: Reach): NoteScope {
  if (reach.all) {
    return reach.auditApproved ? { kind: 'auditApproved' } : { kind: 'all' };
  }
  return { kind: 'staff', staffId: reach.staffId ?? NO_RECORD };
}
