import { workRecordScope } from '@care/domain';
import type { Principal } from '../../http/principal.ts';
import type { Reach } from '../../http/reach.ts';
import { namedClientScope, namedStaffScope } from '../people/people.api.ts';
import type { IncidentReach } from './incidents.repo.ts';

/**
 * The incidents a reader reaches, as the kernel decided from the route's line (`reach: 'incident'`):
 * the office all; an auditor those whose participant and worker are audit-approved (the work-record
 * scope of the record rules); a worker or a participant only those they reported, since an incident
 * names other people and its investigation is confidential.
 */
export function incidentReach(principal: Principal, reach: Reach): IncidentReach {
  if (!reach.all) {
    return { kind: 'reported', userId: reach.userId };
  }
  return workRecordScope(principal).includes('all')
    ? { kind: 'all' }
    : { kind: 'named', staff: namedStaffScope(principal), client: namedClientScope(principal) };
}
