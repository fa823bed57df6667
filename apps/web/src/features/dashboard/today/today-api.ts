import type { OfficeTodayView } from '@care/domain';
import { api } from '../../../api/api.ts';

export const OFFICE_TODAY_KEY = ['dashboard', 'today'] as const;

/** GET /Dashboard/today: the office's lists of now, one section each. */
export const fetchOfficeToday = (signal?: AbortSignal) =>
  api.get<OfficeTodayView>('/Dashboard/today', { signal });
