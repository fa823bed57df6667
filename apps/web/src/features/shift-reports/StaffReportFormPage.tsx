import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { fetchShift, ROSTER_KEY, shiftKey } from '../../shelf/shift-api.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { ShiftReportPayload } from './report-form-values.ts';
import { ShiftReportForm } from './ShiftReportForm.tsx';
import { ShiftReportHeader } from './ShiftReportHeader.tsx';
import {
  fetchShiftReport,
  reportOfShiftKey,
  SHIFT_REPORTS_KEY,
  saveStaffReport,
} from './shift-reports-api.ts';

export const QUEUED_REPORT = 'Saved on this phone; it will be sent when you are back online';

/** /app/staff/report-form/{shiftId}: the worker fills and signs the report of their shift (spec 3 §2.4). */
export function StaffReportFormPage() {
  const { shiftId = '' } = useParams({ strict: false }) as { shiftId?: string };
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const zone = useTimeZone();
  const shift = useQuery({
    queryKey: shiftKey(shiftId),
    queryFn: ({ signal }) => fetchShift(shiftId, signal),
  });
  const report = useQuery({
    queryKey: reportOfShiftKey(shiftId),
    queryFn: ({ signal }) => fetchShiftReport(null, shiftId, signal),
  });

  const save = async (payload: ShiftReportPayload) => {
    const result = await saveStaffReport(payload);
    if (!result.sent) {
      toasts.success(QUEUED_REPORT);
      if (window.history.length > 1) {
        router.history.back();
      } else {
        await navigate({ to: '/app/staff/shift-roster' });
      }
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ROSTER_KEY }),
      queryClient.invalidateQueries({ queryKey: SHIFT_REPORTS_KEY }),
    ]);
    await navigate({ to: '/app/staff/shift-roster' });
  };

  // Without a signal the report can still be written and queued; any other failure is shown.
  const offline = [shift.error, report.error].some((e) => isApiError(e) && e.kind === 'network');
  const failed =
    !offline && ((shift.isError && !shift.data) || (report.isError && report.data === undefined));
  const loading = !offline && (shift.isPending || report.isPending);
  return (
    <>
      <PageHeader
        title="Shift Report"
        description="Fill the report of your shift, then sign it before clocking out."
      />
      {failed ? (
        <LoadFailed
          what="this shift's report"
          onRetry={() => {
            void shift.refetch();
            void report.refetch();
          }}
        />
      ) : loading ? (
        <Stack gap="md" maw={760} aria-busy="true">
          <Skeleton h={90} radius="lg" />
          <Skeleton h={220} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      ) : (
        <>
          {shift.data ? (
            <ShiftReportHeader shift={shift.data} zone={zone} signed={report.data?.isSigned ?? false} />
          ) : (
            <Alert color="yellow" variant="light" mb="md" maw={760}>
              You are offline. Write the report here: it is kept on this phone and sent when you are back
              online.
            </Alert>
          )}
          <ShiftReportForm
            key={report.data?.shiftReportId ?? 'new'}
            shiftId={shiftId}
            shift={shift.data}
            report={report.data ?? null}
            mode="worker"
            onSave={save}
          />
        </>
      )}
    </>
  );
}
