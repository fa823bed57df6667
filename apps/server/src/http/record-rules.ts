import {
  canSeeDocumentOf,
  canSeePerson,
  type DocumentUserRole,
  KIND_OF_DOCUMENT_OWNER,
  type PersonFacts,
  type PersonKind,
  personScope,
  type RecordGrant,
} from '@care/domain';
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
  if (!(await reachesPerson(db, principal, kind, id))) {
    throw notFound();
  }
}

/** Whether this principal reaches this person's record, for a use case that refuses otherwise than 404. */
export async function reachesPerson(
  db: Queryable,
  principal: Principal,
  kind: PersonKind,
  id: string,
): Promise<boolean> {
  const facts = await factsOfPerson(db, principal, kind, id);
  return facts !== undefined && canSeePerson(principal, kind, facts);
}

/**
 * A row of a person's record read by its own id (a care-record entry, a plan): the row when there is
 * one and the principal reaches the person it belongs to; otherwise 404, as for a missing row.
 */
export async function reachedRow<T>(
  db: Queryable,
  principal: Principal,
  kind: PersonKind,
  row: T | undefined,
  personOf: (row: T) => string,
): Promise<T> {
  if (row === undefined) {
    throw notFound();
  }
  await assertReachesPerson(db, principal, kind, personOf(row));
  return row;
}

/**
 * Refuses (404, as if there were no one) a person whose documents the principal may not read: the
 * documents of the records they reach, narrowed to reviewers and to one's own (`documentScope`).
 */
export async function assertSeesDocumentsOf(
  db: Queryable,
  principal: Principal,
  ownerRole: DocumentUserRole,
  id: string,
): Promise<void> {
  const facts = await factsOfPerson(db, principal, KIND_OF_DOCUMENT_OWNER[ownerRole], id);
  if (!facts || !canSeeDocumentOf(principal, ownerRole, facts)) {
    throw notFound();
  }
}

/**
 * What the record rules look at of one person of the principal's company, as of the request
 * (undefined when there is no such person): for a rule over several records, such as a stored file's.
 */
export const factsOfPerson = (
  db: Queryable,
  principal: Principal,
  kind: PersonKind,
  id: string,
): Promise<PersonFacts | undefined> => personFacts(db, kind, principal.companyId, id, principal.asOf);

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
