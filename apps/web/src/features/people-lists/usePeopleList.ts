import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchPeople,
  type ListKind,
  type PeopleRows,
  peopleListKey,
  type StatusFilter,
} from '../../shelf/people-list-api.ts';

/** What the filter dialog chose: one person (by id) and a status. */
export interface PeopleFilter {
  personId: string | null;
  status: StatusFilter;
}

export const NO_FILTER: PeopleFilter = { personId: null, status: 'all' };

/**
 * A people list with its filter: the status goes to the server (get_active_*), the chosen person
 * narrows the rows here. `everyone` (unfiltered) feeds the filter dialog's person picker.
 */
export function usePeopleList<K extends ListKind>(kind: K, idOf: (row: PeopleRows[K]) => string) {
  const [filter, setFilter] = useState<PeopleFilter>(NO_FILTER);
  const list = useQuery({
    queryKey: peopleListKey(kind, filter.status),
    queryFn: ({ signal }) => fetchPeople(kind, filter.status, signal),
  });
  const everyone = useQuery({
    queryKey: peopleListKey(kind, 'all'),
    queryFn: ({ signal }) => fetchPeople(kind, 'all', signal),
  });
  const rows = filter.personId ? list.data?.filter((r) => idOf(r) === filter.personId) : list.data;

  return {
    filter,
    setFilter,
    filterActive: filter.personId !== null || filter.status !== 'all',
    rows,
    everyone: everyone.data ?? [],
    loading: list.isFetching,
    error: list.isError && !list.data,
    retry: () => void list.refetch(),
  };
}
