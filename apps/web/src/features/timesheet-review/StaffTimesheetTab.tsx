import { type AttendanceView, formatTicks } from '@care/domain';
import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { whenText } from './review-format.ts';
import { fetchStaffAttendances, staffAttendancesKey } from './timesheet-review-api.ts';

function columns(zone: string): DataTableColumn<AttendanceView>[] {
  return [
    {
      accessor: 'staff.fullName',
      title: 'Staff',
      secondary: true,
      render: (a) => (
        <Text fz="sm" fw={600}>
          {a.staff.fullName}
        </Text>
      ),
    },
    {
      accessor: 'clockIn',
      title: 'Clock In',
      noWrap: true,
      exportValue: (a) => whenText(a.clockIn, zone),
      sortValue: (a) => a.clockIn,
    },
    {
      accessor: 'duration',
      title: 'Duration',
      noWrap: true,
      exportValue: (a) => (a.duration === null ? '' : formatTicks(a.duration)),
      sortValue: (a) => a.duration,
    },
    {
      accessor: 'clockOut',
      title: 'Clock Out',
      noWrap: true,
      exportValue: (a) => (a.clockOut ? whenText(a.clockOut, zone) : 'In Shift'),
      sortValue: (a) => a.clockOut,
      render: (a) =>
        a.clockOut ? (
          whenText(a.clockOut, zone)
        ) : (
          <Badge color="teal" variant="light">
            In Shift
          </Badge>
        ),
    },
    {
      accessor: 'dateCreated',
      title: 'Date Created',
      noWrap: true,
      secondary: true,
      exportValue: (a) => whenText(a.dateCreated, zone),
      sortValue: (a) => a.dateCreated,
    },
  ];
}

/** The staff profile's TimeSheet tab (spec 2): the staff member's attendances, newest first. */
export function StaffTimesheetTab({ staffId, fullName }: { staffId: string; fullName: string }) {
  const zone = useTimeZone();
  const list = useQuery({
    queryKey: staffAttendancesKey(staffId),
    queryFn: ({ signal }) => fetchStaffAttendances(staffId, signal),
  });
  return (
    <DataTable<AttendanceView>
      label={`${fullName}’s attendances`}
      records={list.data}
      columns={columns(zone)}
      idAccessor="attendanceId"
      loading={list.isFetching}
      error={list.isError && !list.data}
      onRetry={() => void list.refetch()}
      search={{ accessors: ['staff.fullName'], placeholder: 'Search by staff name' }}
      exportAs={{ fileName: 'StaffTimeSheet', title: `${fullName} TimeSheet` }}
      noRecordsText="No attendances yet"
    />
  );
}
