import {
  type AttendanceStatus,
  type AttendanceStatusFacts,
  attendanceStatus,
  DEFAULT_DELIVERY_TOLERANCE_MINUTES,
  DEFAULT_PAY_PERIOD,
  DEFAULT_PAY_PERIOD_ANCHOR,
  type WorkSettingsView,
} from '@care/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../api/api.ts';

/** Under the work-settings area's key, so saving the settings refreshes every reader. */
export const WORK_SETTINGS_READ_KEY = ['work-settings', 'settings'] as const;

/** The company's work settings (every role reads them): the zone, the tolerance, the pay period. */
export function useWorkSettings(): UseQueryResult<WorkSettingsView> {
  return useQuery({
    queryKey: WORK_SETTINGS_READ_KEY,
    queryFn: ({ signal }) => api.get<WorkSettingsView>('/SetUp/get_work_settings', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The delivery tolerance (minutes) the statuses read; the default until the settings load. */
export function useDeliveryTolerance(): number {
  return useWorkSettings().data?.deliveryToleranceMinutes ?? DEFAULT_DELIVERY_TOLERANCE_MINUTES;
}

/** The company's pay period rule; the default until the settings load. */
export function usePayPeriodRule() {
  const s = useWorkSettings().data;
  return {
    loaded: s !== undefined,
    payPeriod: s?.payPeriod ?? DEFAULT_PAY_PERIOD,
    anchorDate: s?.payPeriodAnchor ?? DEFAULT_PAY_PERIOD_ANCHOR,
  };
}

/** The status of a shift as everyone sees it (domain attendanceStatus, with the company's tolerance). */
export function useAttendanceStatus(): (shift: AttendanceStatusFacts, now: Date) => AttendanceStatus {
  const tolerance = useDeliveryTolerance();
  return (shift, now) => attendanceStatus(shift, now, tolerance);
}
