import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type CountsQuery, countsKey, fetchShiftCounts } from './roster-api.ts';
import type { RosterFilter } from './roster-filter.ts';

const NO_COUNTS: ReadonlyMap<string, number> = new Map();

/** The days of `days` a filter of dates keeps, as one period (null when it keeps none). */
export function clampToFilter(
  days: readonly string[],
  filter: RosterFilter | null,
): { fromDate: string; toDate: string } | null {
  let fromDate = days[0] ?? '';
  let toDate = days[days.length - 1] ?? '';
  if (filter?.fromDate && filter.fromDate > fromDate) {
    fromDate = filter.fromDate;
  }
  if (filter?.toDate && filter.toDate < toDate) {
    toDate = filter.toDate;
  }
  return fromDate && toDate && fromDate <= toDate ? { fromDate, toDate } : null;
}

/**
 * The month grid's counts per local day (issue 26): one small call for the grid's days under the
 * filter, the search and "flagged clock-ins only", instead of every shift of 35 days. The months
 * either side are asked for once this one is in, so a month switch shows its counts at once.
 * `days` empty (the week view) asks for nothing.
 */
export function useShiftCounts(
  days: readonly string[],
  filter: RosterFilter | null,
  search: string,
  flaggedOnly: boolean,
  nextMonths: readonly (readonly string[])[] = [],
) {
  // Typing a name asks once the typing pauses, not on every key.
  const [settledSearch] = useDebouncedValue(search, 250);
  const queryOf = (range: readonly string[]): CountsQuery | null => {
    const period = clampToFilter(range, filter);
    return period
      ? {
          ...period,
          staffId: filter?.staffId ?? null,
          clientId: filter?.clientId ?? null,
          search: settledSearch.trim(),
          flaggedOnly,
        }
      : null;
  };
  const q = queryOf(days);
  const query = useQuery({
    queryKey: countsKey(q ?? { fromDate: '', toDate: '', search: '', flaggedOnly: false }),
    queryFn: ({ signal }) => fetchShiftCounts(q as CountsQuery, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const loaded = query.isSuccess && !query.isPlaceholderData;
  const ahead = JSON.stringify(nextMonths.map(queryOf).filter(Boolean));
  useEffect(() => {
    if (!loaded) {
      return;
    }
    for (const next of JSON.parse(ahead) as CountsQuery[]) {
      void queryClient.prefetchQuery({
        queryKey: countsKey(next),
        queryFn: ({ signal }) => fetchShiftCounts(next, signal),
        staleTime: 30_000,
      });
    }
  }, [loaded, ahead, queryClient]);
  const counts = useMemo(
    () => (query.data ? new Map(query.data.map((d) => [d.date, d.count])) : NO_COUNTS),
    [query.data],
  );
  return {
    counts: q === null ? NO_COUNTS : counts,
    loading: q !== null && query.isPending,
    fetching: query.isFetching,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
