import type { ShiftRosterView } from '@care/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { fetchPeriodicShifts, periodKey, type RosterPeriod } from '../../shelf/shift-api.ts';
import { groupByLocalDay } from './roster-calendar.ts';
import type { RosterFilter } from './roster-filter.ts';
import { searchShifts } from './roster-search.ts';

const NO_SHIFTS: ShiftRosterView[] = [];

/**
 * The shifts of the shown days (the month grid's first to last cell, or the week), narrowed by the
 * filter, the search and "flagged clock-ins only", grouped by local day once per fetch. While another range loads, the
 * previous one stays on screen (no flash), and `fetching` says a load is under way.
 */
export function useRosterShifts(
  days: readonly string[],
  filter: RosterFilter | null,
  search: string,
  zone: string,
  /** The ranges previous/next would show, loaded ahead once this one is in (the week view's). */
  nextRanges: readonly (readonly string[])[] = [],
  /** Only shifts whose attendance was flagged for review (filtered here, on the loaded period). */
  flaggedOnly = false,
) {
  const periodOf = (range: readonly string[]): RosterPeriod => ({
    fromDate: range[0] ?? '',
    toDate: range[range.length - 1] ?? '',
    staffId: filter?.staffId ?? null,
    clientId: filter?.clientId ?? null,
  });
  const period = periodOf(days);
  const query = useQuery({
    queryKey: periodKey(period),
    queryFn: ({ signal }) => fetchPeriodicShifts(period, signal),
    enabled: days.length > 0,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const loaded = query.isSuccess && !query.isPlaceholderData;
  const ahead = JSON.stringify(nextRanges.map(periodOf));
  useEffect(() => {
    if (!loaded) {
      return;
    }
    // A week switch then shows at once (issue 12: under 200 ms) instead of waiting for the call.
    for (const p of JSON.parse(ahead) as RosterPeriod[]) {
      void queryClient.prefetchQuery({
        queryKey: periodKey(p),
        queryFn: ({ signal }) => fetchPeriodicShifts(p, signal),
        staleTime: 30_000,
      });
    }
  }, [loaded, ahead, queryClient]);
  const deferredSearch = useDeferredValue(search);
  const data = query.data ?? NO_SHIFTS;
  const shown = useMemo(() => {
    const found = searchShifts(data, deferredSearch);
    return flaggedOnly ? found.filter((s) => s.attendanceFlagged) : found;
  }, [data, deferredSearch, flaggedOnly]);
  const byDay = useMemo(() => {
    const grouped = groupByLocalDay(shown, zone);
    if (filter?.fromDate) {
      for (const day of grouped.keys()) {
        if (day < filter.fromDate || day > filter.toDate) {
          grouped.delete(day);
        }
      }
    }
    return grouped;
  }, [shown, zone, filter]);
  return {
    byDay,
    loading: query.isPending,
    /** The shown shifts are the previous range's while this one loads. */
    placeholder: query.isPlaceholderData,
    fetching: query.isFetching,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
