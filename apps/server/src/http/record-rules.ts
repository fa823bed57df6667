import { canSeePerson, type PersonKind } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import { notFound } from './errors.ts';
import type { PersonFactsReader } from './kernel-needs.ts';
import type { Principal } from './principal.ts';

// The route-level record rule: a route line naming the person's record it reaches. The facts come
// from the people area through the app's dependencies (AppDeps.personFacts); the use cases' own
// record checks (a row's person, a list's scope) are the people area's (modules/people/record-rules.ts).

/** Where a route's record id is read from: `params.profileId`, `query.staffId`, `body.clientId`. */
export type RecordSource = `${'params' | 'query' | 'body'}.${string}`;

/** The record a route reaches, by kind, named in its area's route table: `{ client: 'params.profileId' }`. */
export type RecordRule = Partial<Record<PersonKind, RecordSource>>;

/** A request's validated input, by where a route line reads from it. */
export type RouteInput = Record<'params' | 'query' | 'body', unknown>;

/** The value a route line points at (`params.id`), or undefined. */
export function valueAt(input: RouteInput, source: RecordSource): unknown {
  const [from, field] = source.split('.') as ['params' | 'query' | 'body', string];
  return (input[from] as Record<string, unknown> | undefined)?.[field];
}

/** Applies a route table's record rule to a request's validated input; an absent optional id is not checked. */
export async function assertRecordRule(
  db: Queryable,
  principal: Principal,
  rule: RecordRule,
  input: RouteInput,
  personFacts: PersonFactsReader,
): Promise<void> {
  for (const [kind, source] of Object.entries(rule) as [PersonKind, RecordSource][]) {
    const id = valueAt(input, source);
    if (typeof id === 'string' && id !== '') {
      // Refused as 404, as if there were no one: a record's existence is not told to someone who may not see it.
      const facts = await personFacts(db, kind, principal.companyId, id, principal.asOf);
      if (!facts || !canSeePerson(principal, kind, facts)) {
        throw notFound();
      }
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
