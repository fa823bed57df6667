import { formatTicks, type SentTimesheetView } from '@care/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { useQuerySearch } from '../../ui/data-table/useQuerySearch.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { periodFromText, periodicPath, periodToText, whenText } from './review-format.ts';
import { fetchSentTimesheets, sentTimesheetsKey } from './timesheet-review-api.ts';

function columns(zone: string): DataTableColumn<SentTimesheetView>[] {
  return [
    {
      accessor: 'staffName',
      title: 'Staff',
      render: (t) => (
        <Text fz="sm" fw={600}>
          {t.staffName}
        </Text>
      ),
    },
    {
      accessor: 'fromDate',
      title: 'Date From',
      noWrap: true,
      exportValue: (t) => periodFromText(t.fromDate, zone),
      sortValue: (t) => t.fromDate,
    },
    {
      accessor: 'toDate',
      title: 'Date To',
      noWrap: true,
      secondary: true,
      exportValue: (t) => periodToText(t.toDate, zone),
      sortValue: (t) => t.toDate,
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      render: (t) => <StatusBadge kind="sentTimesheet" status={t.status} miw="max-content" />,
    },
    {
      accessor: 'totalDuration',
      title: 'Total Duration',
      noWrap: true,
      exportValue: (t) => formatTicks(t.totalDuration),
      sortValue: (t) => t.totalDuration,
    },
    {
      accessor: 'details',
      title: 'Details',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: (t) => (
        <Anchor
          component={Link}
          to={periodicPath('admin', t.staffId, t.fromDate, t.toDate)}
          fz="sm"
          fw={600}
          aria-label={`Details of ${t.staffName}’s timesheet`}
        >
          Details
        </Anchor>
      ),
    },
  ];
}

/** /app/reports/sent-timesheet (spec 3 §2.3 Sent Timesheets): the timesheets sent to staff, newest first. */
export function SentTimesheetsPage() {
  const zone = useTimeZone();
  const search = useQuerySearch();
  const list = useQuery({
    queryKey: sentTimesheetsKey(),
    queryFn: ({ signal }) => fetchSentTimesheets(signal),
  });

  return (
    <Stack gap={0}>
      <PageHeader
        title="Sent Timesheets"
        description="For following up: the timesheets sent to staff and their answers, newest first. Open one for its shifts and totals."
      />
      <DataTable<SentTimesheetView>
        label="sent timesheets"
        records={list.data}
        columns={columns(zone)}
        idAccessor="timesheetId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{
          accessors: ['staffName'],
          placeholder: 'Search by staff name',
          value: search.value,
          onChange: search.onChange,
        }}
        exportAs={{ fileName: 'SentTimesheets', title: 'Sent Timesheets' }}
        noRecordsText="No timesheets sent yet"
        rowExpansion={(t) =>
          t.responseNote ? (
            <Text fz="sm">
              <strong>Changes asked for:</strong> {t.responseNote}
            </Text>
          ) : (
            <Text fz="sm" c="dimmed">
              Sent {whenText(t.sentAt, zone)}
              {t.respondedAt ? `, answered ${whenText(t.respondedAt, zone)}` : ', not answered yet'}
            </Text>
          )
        }
      />
    </Stack>
  );
}
