import type { PersonKind } from '@care/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { fetchPerson, type PersonRef } from './person-api.ts';
import type { PersonRecords } from './person-types.ts';

export const personQueryKey = (kind: PersonKind, ref: PersonRef) => ['people', kind, ref] as const;

/** One person's record; a missing record is not retried (the page says so). */
export function usePerson<K extends PersonKind>(kind: K, ref: PersonRef): UseQueryResult<PersonRecords[K]> {
  return useQuery({
    queryKey: personQueryKey(kind, ref),
    queryFn: ({ signal }) => fetchPerson(kind, ref, signal),
    enabled: ref !== '',
  });
}
