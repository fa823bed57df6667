import type { ShiftDayCounts, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { ROSTER_KEY, type RosterPeriod } from '../../shelf/shift-api.ts';

/** The month grid's counts: the period, its filter, the search and "flagged clock-ins only". */
export interface CountsQuery extends RosterPeriod {
  search: string;
  flaggedOnly: boolean;
}

export const countsKey = (q: CountsQuery) => [...ROSTER_KEY, 'counts', q] as const;

/** How many shifts start on each local day of the period (the month grid; issue 26). */
export function fetchShiftCounts(q: CountsQuery, signal?: AbortSignal): Promise<ShiftDayCounts> {
  return api.get<ShiftDayCounts>('/ShiftRosters/get_shift_counts_by_day', {
    query: {
      fromDate: q.fromDate,
      toDate: q.toDate,
      staffId: q.staffId ?? undefined,
      clientId: q.clientId ?? undefined,
      search: q.search.trim() || undefined,
      flaggedOnly: q.flaggedOnly ? 'true' : undefined,
    },
    signal,
  });
}

/** Send Roster Notification: each staff member of the filter gets one message with an .ics file. */
export function sendRosterNotification(p: RosterPeriod) {
  return api.get<StatusReply & { sent: number }>('/ShiftRosters/send_notification', {
    action: true,
    query: {
      fromDate: p.fromDate,
      toDate: p.toDate,
      staffId: p.staffId ?? undefined,
      clientId: p.clientId ?? undefined,
    },
  });
}
