import { TIMESHEET_MESSAGES, type TimesheetSplitView, workedSpans } from '@care/domain';
import { Alert, Button, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useDeliveryTolerance } from '../../platform/useWorkSettings.ts';
import { useCan } from '../../session/useCan.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { OfficeTimesheetActions, PeriodPay } from './OfficeTimesheetActions.tsx';
import { periodText, type TimesheetViewer } from './review-format.ts';
import { AdjustAttendanceDialog, RequestAdjustmentDialog } from './SplitDialogs.tsx';
import { TimesheetAnswer } from './TimesheetAnswer.tsx';
import { TimesheetSplits } from './TimesheetSplits.tsx';
import { TimesheetSummary } from './TimesheetSummary.tsx';
import { fetchPeriodicTimesheet, periodicKey } from './timesheet-review-api.ts';
import { useTimesheetActions } from './useTimesheetActions.ts';

const T = TIMESHEET_MESSAGES;

function LoadProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
      title={T.loadFailed}
    >
      {T.loadFailedHint}
      <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

function NoSplits() {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconCalendarOff size={24} stroke={1.8} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="md">
        {T.noData}
      </Title>
      <Text c="dimmed" fz="sm">
        {T.noRecords}
      </Text>
    </Stack>
  );
}

/**
 * A staff member's timesheet of a period (spec 3 §2.3 view-periodic-report, §2.4): summary cards,
 * the Shift Duration Breakdown and the splits; the office approves, adjusts, generates and sends,
 * the worker approves or asks to adjust each shift and answers the sent timesheet.
 */
export function PeriodicTimesheet({
  viewer,
  staffId,
  fromDate,
  toDate,
}: {
  viewer: TimesheetViewer;
  staffId: string;
  fromDate: string;
  toDate: string;
}) {
  const zone = useTimeZone();
  const tolerance = useDeliveryTolerance();
  const canApprove = useCan('attendance.approve');
  const canAdjust = useCan('attendance.adjust');
  const actions = useTimesheetActions(viewer);
  const [adjusting, setAdjusting] = useState<TimesheetSplitView | null>(null);
  const [requesting, setRequesting] = useState<TimesheetSplitView | null>(null);
  const sheet = useQuery({
    queryKey: periodicKey(staffId, fromDate, toDate),
    queryFn: ({ signal }) => fetchPeriodicTimesheet(staffId, fromDate, toDate, signal),
  });
  const data = sheet.data;

  return (
    <Stack gap={0}>
      <PageHeader
        title={data ? `${data.staffName}’s Timesheet` : 'Timesheet'}
        description={periodText(fromDate, toDate, zone)}
        actions={
          viewer === 'admin' ? (
            <OfficeTimesheetActions
              sheet={data}
              period={{ staffId, fromDate, toDate }}
              onApproveAll={() => actions.approveAll(staffId, fromDate, toDate)}
              onSent={actions.refresh}
            />
          ) : null
        }
      />
      {sheet.isPending ? (
        <Skeleton h={320} radius="lg" />
      ) : sheet.isError || !data ? (
        <LoadProblem onRetry={() => void sheet.refetch()} />
      ) : (
        <Stack gap="lg">
          {data.timesheet ? (
            <TimesheetAnswer sent={data.timesheet} viewer={viewer} zone={zone} onChanged={actions.refresh} />
          ) : null}
          <TimesheetSummary totals={data} />
          {viewer === 'admin' ? (
            <PeriodPay
              staffId={staffId}
              staffName={data.staffName}
              period={{ fromDate, toDate }}
              zone={zone}
            />
          ) : null}
          {data.attendanceSplits.length === 0 ? (
            <NoSplits />
          ) : (
            <TimesheetSplits
              splits={data.attendanceSplits}
              viewer={viewer}
              zone={zone}
              toleranceMinutes={tolerance}
              handlers={{
                canApprove: viewer === 'staff' || canApprove,
                canAdjust: viewer === 'admin' && canAdjust,
                onApprove: (s) => void actions.approve(s.attendanceSplitId),
                onAdjust: setAdjusting,
                onRequestAdjustment: setRequesting,
              }}
            />
          )}
        </Stack>
      )}
      <AdjustAttendanceDialog
        split={adjusting}
        worked={adjusting ? workedSpans(data?.attendanceSplits ?? []).get(adjusting.attendanceId) : undefined}
        toleranceMinutes={tolerance}
        zone={zone}
        onAdjust={actions.adjust}
        onClose={() => setAdjusting(null)}
      />
      <RequestAdjustmentDialog
        split={requesting}
        zone={zone}
        onRequest={actions.requestAdjustment}
        onClose={() => setRequesting(null)}
      />
    </Stack>
  );
}

function usePeriodParams() {
  const {
    uid = '',
    dateFrom = '',
    dateTo = '',
  } = useParams({ strict: false }) as {
    uid?: string;
    dateFrom?: string;
    dateTo?: string;
  };
  return { staffId: uid, fromDate: dateFrom, toDate: dateTo };
}

/** /app/reports/view-periodic-report/$uid/$dateFrom/$dateTo: the office's view. */
export function OfficePeriodicTimesheetPage() {
  return <PeriodicTimesheet viewer="admin" {...usePeriodParams()} />;
}

/** /app/staff/view-periodic-report/$uid/$dateFrom/$dateTo: the worker's own timesheet of a period. */
export function StaffPeriodicTimesheetPage() {
  return <PeriodicTimesheet viewer="staff" {...usePeriodParams()} />;
}
