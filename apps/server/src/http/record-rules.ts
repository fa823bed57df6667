import { canSeePerson, type PersonKind, personScope, type RecordGrant } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import { personFacts } from '../modules/people/record-scope.repo.ts';
import { notFound } from './errors.ts';
import type { Principal } from './principal.ts';

/** Where a route's record id is read from: `params.profileId`, `query.staffId`, `body.clientId`. */
export type RecordSource = `${'params' | 'query' | 'body'}.${string}`;

/** The record a route reaches, by kind, named in its area's route table: `{ client: 'params.profileId' }`. */
export type RecordRule = Partial<Record<PersonKind, RecordSource>>;

/**
 * The one place that says whether this principal reaches this person's record (record-access in the
 * domain decides; the facts come from the people area). Refused as 404, as if there were no one, so
 * a record's existence is not told to someone who may not see it.
 */
export async function assertReachesPerson(
  db: Queryable,
  principal: Principal,
  kind: PersonKind,
  id: string,
): Promise<void> {
  const facts = await personFacts(db, kind, principal.companyId, id, principal.asOf);
  if (!facts || !canSeePerson(principal, kind, facts)) {
    throw notFound();
  }
}

/** The grants that scope a list of people of the kind to what the principal may see. */
export const personListScope = (principal: Principal, kind: PersonKind): RecordGrant[] =>
  personScope(principal, kind);

/** Applies a route table's record rule to a request's validated input; an absent optional id is not checked. */
export async function assertRecordRule(
  db: Queryable,
  principal: Principal,
  rule: RecordRule,
  input: Record<'params' | 'query' | 'body', unknown>,
): Promise<void> {
  for (const [kind, source] of Object.entries(rule) as [PersonKind, RecordSource][]) {
    const [from, field] = source.split('.') as ['params' | 'query' | 'body', string];
    const id = (input[from] as Record<string, unknown> | undefined)?.[field];
    if (typeof id === 'string' && id !== '') {
      await assertReachesPerson(db, principal, kind, id);
    }
  }
}

/** The record rule as the route-table snapshot prints it. */
export const describeRecordRule = (rule: RecordRule | undefined): string =>
  rule
    ? Object.entries(rule)
        .map(([kind, source]) => `${kind}:${source}`)
        .join(',')
    : '-';
