import { formatInZone, type ShiftRosterView, splitList } from '@care/domain';
import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useAttendanceStatus } from '../../platform/useWorkSettings.ts';
import { shiftTimes } from '../../shelf/portal-dates.ts';
import { ROSTER_KEY } from '../../shelf/shift-api.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { fetchShiftsByUser } from './portal-shift-api.ts';

/** The export names: the spec's ClientRoster, and ours for a staff member's. */
export const ROSTER_EXPORTS = { client: 'ClientRoster', staff: 'StaffRoster' } as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * A client's or a staff member's shifts on their profile (spec 2 tabs): newest first, searchable,
 * exported; the row opens its details. The displayed status is the admin roster's (spec 3 §4.1).
 */
export function ShiftRosterTable({
  who,
  name,
}: {
  who: { client: string } | { staff: string };
  name: string;
}) {
  const zone = useTimeZone();
  const isClient = 'client' in who;
  const list = useQuery({
    queryKey: [...ROSTER_KEY, 'byUser', who],
    queryFn: ({ signal }) => fetchShiftsByUser(who, signal),
  });
  const now = new Date();
  const statusOf = useAttendanceStatus();
  const shown = (r: ShiftRosterView) => statusOf(r, now);

  const columns: DataTableColumn<ShiftRosterView>[] = [
    {
      accessor: 'dateFrom',
      title: 'Date',
      exportValue: (r) => formatInZone(r.dateFrom, 'date', zone),
      sortValue: (r) => Date.parse(r.dateFrom),
      noWrap: true,
    },
    {
      accessor: 'time',
      title: 'Time',
      exportValue: (r) => shiftTimes(r, zone),
      sortValue: (r) => Date.parse(r.dateFrom),
      noWrap: true,
    },
    isClient
      ? {
          accessor: 'staff.fullName',
          title: 'Staff',
          exportValue: (r) => r.staff?.fullName ?? 'Open shift',
        }
      : { accessor: 'clients', title: 'Clients' },
    {
      accessor: 'activities',
      title: 'Activities',
      exportValue: (r) => splitList(r.activities).join(', '),
      secondary: 'lg',
    },
    {
      accessor: 'status',
      title: 'Status',
      exportValue: (r) => shown(r),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <StatusBadge
            kind="attendance"
            status={shown(r)}
            variant="dot"
            style={{ flexShrink: 0, overflow: 'visible' }}
          />
          {r.status === 'Pending' && shown(r) !== 'Pending' ? (
            <StatusBadge kind="shift" status={r.status} label="Cancellation requested" />
          ) : null}
        </Group>
      ),
      secondary: true,
      noWrap: true,
    },
  ];

  return (
    <DataTable<ShiftRosterView>
      label="shifts"
      records={list.data}
      columns={columns}
      idAccessor="shiftRosterId"
      loading={list.isFetching}
      error={list.isError && !list.data}
      onRetry={() => void list.refetch()}
      initialSort={{ accessor: 'dateFrom', direction: 'desc' }}
      search={{
        accessors: ['clients', 'staff.fullName', 'activities', 'shiftRosterId'],
        placeholder: isClient ? 'Search by staff or activity' : 'Search by client or activity',
      }}
      exportAs={{
        fileName: isClient ? ROSTER_EXPORTS.client : ROSTER_EXPORTS.staff,
        title: `${name} — Shift Roster`,
      }}
      noRecordsText="No shifts rostered yet"
      rowExpansion={(r) => (
        <ExpandedDetails
          cols={3}
          items={[
            { label: 'Clients', value: r.clients },
            { label: 'Staff', value: r.staff?.fullName ?? 'Open shift' },
            { label: 'Activities', value: splitList(r.activities).join(', ') },
            { label: 'Sleep Over', value: yesNo(r.isNightShift) },
            { label: 'Active Night', value: yesNo(r.isExceptionalShift) },
            { label: 'Broken shift', value: yesNo(r.isBrokenShift) },
            { label: 'Appointment', value: r.appointment },
            { label: 'Description', value: r.description },
            { label: 'Cancellation reason', value: r.reason },
            { label: 'Shift id', value: r.shiftRosterId },
          ]}
        />
      )}
    />
  );
}
