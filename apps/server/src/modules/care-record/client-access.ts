import { canSeePerson } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { personFacts } from '../people/record-scope.repo.ts';
import { findClientName } from './care-record.repo.ts';

/**
 * The client's name when the caller may see the client's record (record-access in the domain: a
 * client only their own, an auditor the audit-approved); otherwise 404, as if it did not exist.
 */
export async function visibleClient(db: Queryable, principal: Principal, profileId: string): Promise<string> {
  const facts = await personFacts(db, 'client', principal.companyId, profileId, principal.asOf);
  if (!facts || !canSeePerson(principal, 'client', facts)) {
    throw notFound();
  }
  return (await findClientName(db, principal.companyId, profileId)) ?? '';
}

/** A care-record row the caller may reach (its client visible to them), or 404. */
export async function visibleRow<T extends { profileId: string }>(
  db: Queryable,
  principal: Principal,
  row: T | undefined,
): Promise<T & { clientName: string }> {
  if (!row) {
    throw notFound();
  }
  return { ...row, clientName: await visibleClient(db, principal, row.profileId) };
}

/** The success reply of an add, edit or delete (spec 2 §8). */
export const success = (message: string) => ({ status: 'Success' as const, message });
