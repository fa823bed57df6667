import type { Queryable } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { findPersonByUser } from '../people/people.api.ts';
import type { AuthorKind } from './daily-reports.repo.ts';

export const NO_RECORD_MESSAGES = {
  staff: 'Your staff record was not found, so a daily report cannot be added for you. Ask the office.',
  admin: 'Your administrator record was not found, so a daily report cannot be added for you.',
} as const;

/** The caller's own staff or administrator record id, or null when they have none. */
export async function ownRecordId(
  db: Queryable,
  principal: Principal,
  kind: AuthorKind,
): Promise<string | null> {
  const row = await findPersonByUser(
    db,
    kind === 'staff' ? 'staff' : 'administrator',
    principal.companyId,
    principal.uid,
  );
  return row?.id ?? null;
}

/** The caller's record to report as; 400 when they have none (a user without a person record). */
export async function authorRecordId(db: Queryable, principal: Principal, kind: AuthorKind): Promise<string> {
  const id = await ownRecordId(db, principal, kind);
  if (!id) {
    throw fieldError(kind === 'staff' ? 'staffId' : 'administratorId', NO_RECORD_MESSAGES[kind]);
  }
  return id;
}
