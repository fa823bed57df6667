import { canSeePerson } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { personFacts } from '../people/record-scope.repo.ts';
import { findClientPlace } from './support-schedules.repo.ts';

/**
 * The client whose schedule is read or changed, when the reader may see them; otherwise 404, as
 * if it did not exist (another company's client, or another client's record for a client).
 */
export async function visibleClient(db: Queryable, principal: Principal, profileId: string) {
  const facts = await personFacts(db, 'client', principal.companyId, profileId, principal.asOf);
  const place =
    facts && canSeePerson(principal, 'client', facts)
      ? await findClientPlace(db, principal.companyId, profileId)
      : undefined;
  if (!place) {
    throw notFound();
  }
  return place;
}
