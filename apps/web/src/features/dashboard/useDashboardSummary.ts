import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type DashboardSummary, fetchDashboardSummary } from './dashboard-api.ts';

export function useDashboardSummary(): UseQueryResult<DashboardSummary> {
  return useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => fetchDashboardSummary(signal),
    staleTime: 60_000,
  });
}
