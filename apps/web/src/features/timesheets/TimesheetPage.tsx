import { TIMESHEET_MESSAGES, type TimesheetAttendanceView } from '@care/domain';
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useDeliveryTolerance, usePayPeriodRule } from '../../platform/useWorkSettings.ts';
import { useCan } from '../../session/useCan.ts';
import { reportFailure, wallTimeOf } from '../../shelf/dialog-support.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ATTENDANCE_KEY } from '../attendance-admin/attendance-api.ts';
import { AdjustAttendanceDialog } from './AdjustAttendanceDialog.tsx';
import { EditTimesheetDialog } from './EditTimesheetDialog.tsx';
import { currentPayPeriod, filterFromSearch, searchOfFilter, usePeriodForm } from './period-form.ts';
import { RosteredWorked } from './RosteredWorked.tsx';
import { SendLogDialog } from './SendLogDialog.tsx';
import { SplitsTable } from './SplitsTable.tsx';
import { SplittedAttendanceDialog } from './SplittedAttendanceDialog.tsx';
import { TimesheetActions } from './TimesheetActions.tsx';
import { TimesheetDetailsDialog } from './TimesheetDetailsDialog.tsx';
import { TimesheetFilterForm } from './TimesheetFilterForm.tsx';
import { approvableSplits, type TimesheetDialog, TimesheetRowActions } from './TimesheetRowActions.tsx';
import { staffName, timesheetColumns } from './timesheet-columns.tsx';
import {
  approveSplit,
  fetchPeriodicAttendances,
  TIMESHEETS_KEY,
  type TimesheetFilter,
  timesheetAttendancesKey,
} from './timesheets-api.ts';

const T = TIMESHEET_MESSAGES;

/**
 * /app/shift/timesheet (spec 3 §2.2): the office loads the attendances of chosen staff in a period,
 * approves and adjusts their splits, edits an attendance, generates the timesheet PDFs and sends
 * the timesheets to the workers.
 */
export function TimesheetPage() {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const canApprove = useCan('attendance.approve');
  const canAdjust = useCan('attendance.adjust');
  const canEdit = useCan('attendance.edit');
  const people = usePeopleOptions(true);
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const rule = usePayPeriodRule();
  const tolerance = useDeliveryTolerance();
  const [filter, setFilter] = useState<TimesheetFilter | null>(
    () => filterFromSearch(search) ?? currentPayPeriod(rule, zone),
  );
  const form = usePeriodForm(zone, filter);
  // The settings arrive after the first render: open on the company's own period, unless one was asked.
  const [settled, setSettled] = useState(rule.loaded);
  if (rule.loaded && !settled) {
    setSettled(true);
    if (!filterFromSearch(search)) {
      const period = currentPayPeriod(rule, zone);
      setFilter(period);
      form.change({ start: wallTimeOf(period.fromDate, zone), end: wallTimeOf(period.toDate, zone) });
    }
  }
  const [dialog, setDialog] = useState<{ kind: TimesheetDialog; row: TimesheetAttendanceView } | null>(null);
  const [opened, setOpened] = useState(false);
  const [logLink, setLogLink] = useState<string | null>(null);
  const [approving, setApproving] = useState<string | null>(null);

  const list = useQuery({
    queryKey: timesheetAttendancesKey(filter),
    queryFn: ({ signal }) => fetchPeriodicAttendances(filter as TimesheetFilter, signal),
    enabled: filter !== null,
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TIMESHEETS_KEY }),
      queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
    ]);

  const load = () => {
    const checked = form.check(false);
    if (!checked) {
      return;
    }
    if (JSON.stringify(checked) === JSON.stringify(filter)) {
      void list.refetch();
    }
    setFilter(checked);
    void navigate({ to: '.', search: searchOfFilter(checked), replace: true } as never);
  };

  const approve = async (splitId: string) => {
    setApproving(splitId);
    try {
      await approveSplit(splitId);
      toasts.success(T.approved);
      await refresh();
    } catch (error) {
      reportFailure(error, T.approveFailed);
    } finally {
      setApproving(null);
    }
  };

  // Approve from the row: each of the attendance's splits waiting for it, then one refresh.
  const approveRow = async (row: TimesheetAttendanceView) => {
    setApproving(row.attendanceId);
    try {
      for (const split of approvableSplits(row)) {
        await approveSplit(split.attendanceSplitId);
      }
      toasts.success(T.approved);
      await refresh();
    } catch (error) {
      reportFailure(error, T.approveFailed);
    } finally {
      setApproving(null);
    }
  };

  const open = (kind: TimesheetDialog, row: TimesheetAttendanceView) => {
    setDialog({ kind, row });
    setOpened(true);
  };
  const isOpen = (kind: TimesheetDialog) => opened && dialog?.kind === kind;
  const close = () => setOpened(false);

  const columns = timesheetColumns(zone, tolerance, (row) => (
    <TimesheetRowActions
      row={row}
      canEdit={canEdit}
      canAdjust={canAdjust}
      onOpen={(kind) => open(kind, row)}
      onApprove={canApprove ? () => void approveRow(row) : undefined}
      approving={approving === row.attendanceId}
    />
  ));

  return (
    <Stack gap={0}>
      <PageHeader
        title="Timesheets"
        description="For approving pay: opens on the current pay period. Compare rostered with worked hours, approve or adjust each shift, then generate and send the timesheets."
      />
      <TimesheetFilterForm
        staff={people.staff}
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        onLoad={load}
        loading={list.isFetching}
        actions={<TimesheetActions check={form.check} onLog={setLogLink} />}
      />
      <DataTable<TimesheetAttendanceView>
        label="timesheet attendances"
        records={list.data}
        columns={columns}
        idAccessor="attendanceId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{ accessors: [staffName], placeholder: 'Search by staff name' }}
        exportAs={{ fileName: 'Timesheet', title: 'Timesheet' }}
        noRecordsText={filter ? T.noRecords : 'Choose the staff and a period, then Load'}
        rowExpansion={(row) => (
          <>
            <RosteredWorked shift={row.shiftRoster} worked={row} zone={zone} toleranceMinutes={tolerance} />
            <SplitsTable
              splits={row.attendanceSplits}
              zone={zone}
              onApprove={canApprove ? (split) => void approve(split.attendanceSplitId) : undefined}
              approving={approving}
            />
          </>
        )}
      />
      <TimesheetDetailsDialog
        row={dialog?.row ?? null}
        zone={zone}
        opened={isOpen('details')}
        onClose={close}
      />
      <SplittedAttendanceDialog
        row={dialog?.row ?? null}
        zone={zone}
        toleranceMinutes={tolerance}
        opened={isOpen('splits')}
        onClose={close}
      />
      <AdjustAttendanceDialog
        row={dialog?.row ?? null}
        zone={zone}
        toleranceMinutes={tolerance}
        opened={isOpen('adjust')}
        onClose={close}
        onDone={refresh}
      />
      {isOpen('edit') && dialog ? (
        <EditTimesheetDialog
          row={dialog.row}
          zone={zone}
          onClose={close}
          onDone={() => {
            close();
            void refresh();
          }}
        />
      ) : null}
      <SendLogDialog link={logLink} onClose={() => setLogLink(null)} />
    </Stack>
  );
}
