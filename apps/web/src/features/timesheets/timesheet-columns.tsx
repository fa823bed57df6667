import {
  formatDifference,
  formatInZone,
  formatTicks,
  rosteredWorked,
  shortBeyondTolerance,
  type TimesheetAttendanceView,
} from '@care/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { adminStatusLabel, attendanceStatus, kmText } from './split-display.ts';

type Row = TimesheetAttendanceView;

export const staffName = (r: Row) => r.staff.fullName;
const statusOf = (r: Row) => attendanceStatus(r.attendanceSplits);
/** Rostered against worked (the Duration column): the shift's length and the attendance's. */
const hours = (r: Row) => rosteredWorked(r.shiftRoster, r.duration);

/**
 * The attendance columns of the timesheet screen and the Timesheet Report (spec 3 §2.2, §2.3):
 * Staff, Client, Clock-In, Clock-Out, Rostered, Worked, Difference (red when short beyond the
 * tolerance), Total Km (2 decimals), Status (from the splits) and, when given, the row's actions.
 * On a 1440 px screen Clock-Out and Total Km fold into the expanded row, so that rostered, worked,
 * difference, status and Approve stay in view (issue 40 item 7).
 */
export function timesheetColumns(
  zone: string,
  toleranceMinutes: number,
  actions?: (r: Row) => ReactNode,
): DataTableColumn<Row>[] {
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'staff.fullName',
      title: 'Staff',
      render: (r) => (
        <Text fz="sm" fw={600}>
          {staffName(r)}
        </Text>
      ),
      exportValue: staffName,
    },
    { accessor: 'shiftRoster.clients', title: 'Client', secondary: 'xl' },
    {
      accessor: 'clockIn',
      title: 'Clock-In',
      noWrap: true,
      // The day over the time: two short lines leave the 1440 px screen room for Approve.
      render: (r) => (
        <Text fz="sm" lh={1.3}>
          {formatInZone(r.clockIn, 'listDate', zone)}
          <br />
          {formatInZone(r.clockIn, 'time', zone)}
        </Text>
      ),
      exportValue: (r) => formatInZone(r.clockIn, 'listDateTime', zone),
      sortValue: (r) => r.clockIn,
    },
    {
      accessor: 'clockOut',
      title: 'Clock-Out',
      noWrap: true,
      secondary: 'xxl',
      exportValue: (r) => (r.clockOut ? formatInZone(r.clockOut, 'listDateTime', zone) : 'In shift'),
      sortValue: (r) => r.clockOut,
    },
    {
      accessor: 'rostered',
      title: 'Rostered',
      noWrap: true,
      secondary: true,
      render: (r) => formatTicks(hours(r).rostered),
      exportValue: (r) => formatTicks(hours(r).rostered),
      sortValue: (r) => hours(r).rostered,
    },
    {
      accessor: 'duration',
      title: 'Worked',
      noWrap: true,
      exportValue: (r) => (r.duration === null ? '' : formatTicks(r.duration)),
      sortValue: (r) => r.duration,
    },
    {
      accessor: 'difference',
      title: 'Difference',
      noWrap: true,
      render: (r) => {
        const d = hours(r).difference;
        // Short beyond the company's tolerance reads in red: the invoice bills the worked time then.
        const short = shortBeyondTolerance(d, toleranceMinutes);
        return (
          <Text fz="sm" c={short ? 'red' : undefined} fw={short ? 700 : undefined}>
            {formatDifference(d)}
          </Text>
        );
      },
      exportValue: (r) => formatDifference(hours(r).difference),
      sortValue: (r) => hours(r).difference,
    },
    {
      accessor: 'totalKm',
      title: 'Total Km',
      noWrap: true,
      secondary: 'xxl',
      exportValue: (r) => kmText(r.totalKm),
      sortValue: (r) => r.totalKm,
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      render: (r) => {
        const status = statusOf(r);
        return status ? (
          <StatusBadge
            kind="timesheetSplit"
            status={status}
            label={adminStatusLabel(status)}
            style={{ minWidth: 'max-content' }}
          />
        ) : (
          <Text fz="sm" c="dimmed">
            {r.clockOut ? 'No splits' : 'In shift'}
          </Text>
        );
      },
      exportValue: (r) => {
        const status = statusOf(r);
        return status ? adminStatusLabel(status) : '';
      },
    },
  ];
  if (actions) {
    columns.push({
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: actions,
    });
  }
  return columns;
}
