import type { ShiftOnSiteView } from '@care/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api.ts';

export const onSiteKey = (shiftId: string) => ['shift-on-site', shiftId] as const;

/** GET /ShiftRosters/on_site/{id}: what the worker needs on site (the service worker keeps it for offline). */
export function useShiftOnSite(shiftId: string | null) {
  return useQuery({
    queryKey: onSiteKey(shiftId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ShiftOnSiteView>(`/ShiftRosters/on_site/${encodeURIComponent(shiftId ?? '')}`, { signal }),
    enabled: shiftId !== null,
    staleTime: 5 * 60_000,
  });
}
