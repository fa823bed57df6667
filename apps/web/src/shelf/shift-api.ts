import type { ShiftRosterView } from '@care/domain';
import { api } from '../api/api.ts';

// The shift reads and query keys every shift page shares (the roster, the portals, the shift day,
// the shift reports); each area's own calls stay in its folder.

/** The filter of the roster lists: local dates, optional staff and client. */
export interface RosterPeriod {
  fromDate: string;
  toDate: string;
  staffId?: string | null;
  clientId?: string | null;
}

/** Every roster query's key starts with this; every change invalidates it. */
export const ROSTER_KEY = ['roster'] as const;

export const periodKey = (p: RosterPeriod) => [...ROSTER_KEY, 'period', p] as const;

export const shiftKey = (id: string) => [...ROSTER_KEY, 'shift', id] as const;

export function fetchPeriodicShifts(p: RosterPeriod, signal?: AbortSignal): Promise<ShiftRosterView[]> {
  return api.get<ShiftRosterView[]>('/ShiftRosters/get_periodic_shift_rosters', {
    query: {
      fromDate: p.fromDate,
      toDate: p.toDate,
      staffId: p.staffId ?? undefined,
      clientId: p.clientId ?? undefined,
    },
    signal,
  });
}

export function fetchShift(id: string, signal?: AbortSignal): Promise<ShiftRosterView> {
  return api.get<ShiftRosterView>(`/ShiftRosters/${encodeURIComponent(id)}`, { signal });
}
