import { TIMESHEET_MESSAGES } from '@care/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toasts } from '../../platform/toasts.ts';
import type { TimesheetViewer } from './review-format.ts';
import {
  adjustAttendance,
  approveAll,
  approveSplit,
  requestAdjustment,
  TIMESHEET_REVIEW_KEY,
} from './timesheet-review-api.ts';

const T = TIMESHEET_MESSAGES;

/**
 * The split actions of the periodic timesheet with the spec's toasts (spec 3 §8): the worker's
 * wording differs from the office's. Each resolves true when it worked; the lists then reload.
 */
export function useTimesheetActions(viewer: TimesheetViewer) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TIMESHEET_REVIEW_KEY });

  async function run(call: () => Promise<unknown>, ok: string, failed: string): Promise<boolean> {
    try {
      await call();
    } catch {
      toasts.error(failed);
      return false;
    }
    toasts.success(ok);
    await refresh();
    return true;
  }

  return {
    approve: (splitId: string) =>
      viewer === 'staff'
        ? run(() => approveSplit(splitId), T.staffApproved, T.staffApproveFailed)
        : run(() => approveSplit(splitId), T.approved, T.approveFailed),
    requestAdjustment: (splitId: string, reason: string) =>
      run(() => requestAdjustment(splitId, reason), T.adjustmentRequested, T.adjustmentFailed),
    adjust: (attendanceId: string, times: { clockIn?: string; clockOut?: string }) =>
      run(() => adjustAttendance(attendanceId, times), T.adjusted, T.adjustFailed),
    approveAll: (staffId: string, fromDate: string, toDate: string) =>
      run(() => approveAll(staffId, fromDate, toDate), T.allApproved, T.approveAllFailed),
    refresh,
  };
}
