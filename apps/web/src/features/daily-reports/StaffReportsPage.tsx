import type { DailyReportView } from '@care/domain';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { authorName, fetchStaffReports, reportsKey } from './daily-reports-api.ts';
import { EditReportDialog } from './EditReportDialog.tsx';
import { ReportDetailsDialog } from './ReportDetailsDialog.tsx';
import { applyFilter, NO_FILTER, type ReportFilter, ReportFilterForm } from './ReportFilterForm.tsx';
import { ReportRowActions } from './ReportRowActions.tsx';
import { reportColumns } from './report-columns.tsx';
import { clockText } from './report-format.ts';
import { useReportDialogs } from './useReportDialogs.ts';

/** /app/reports/staff-reports (spec 3 §2.3 Staff Daily Report): every staff member's daily reports. */
export function StaffReportsPage() {
  const zone = useTimeZone();
  const canEdit = useCan('dailyReport.edit');
  const list = useQuery({
    queryKey: reportsKey('staff'),
    queryFn: ({ signal }) => fetchStaffReports(signal),
  });
  const [filter, setFilter] = useState<ReportFilter>(NO_FILTER);
  const dialogs = useReportDialogs();
  const names = [...new Set((list.data ?? []).map(authorName))].sort((a, b) => a.localeCompare(b));
  const rows = list.data ? applyFilter(list.data, filter, zone) : undefined;

  const columns = reportColumns({
    zone,
    author: { accessor: 'staff.fullName', title: 'Staff' },
    actions: (r) => (
      <ReportRowActions
        name={authorName(r)}
        canEdit={canEdit}
        onEdit={() => dialogs.show('edit', r)}
        onDetails={() => dialogs.show('details', r)}
      />
    ),
  });

  return (
    <Stack gap={0}>
      <PageHeader
        title="Staff Daily Reports"
        description="Each staff member’s daily kilometres and notes, newest first."
      />
      <DataTable<DailyReportView>
        label="staff daily reports"
        records={rows}
        columns={columns}
        idAccessor="staffAttendanceId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{ accessors: [authorName], placeholder: 'Search by staff name' }}
        filter={{
          title: 'Filter staff daily reports',
          active: filter !== NO_FILTER,
          content: (close) => (
            <ReportFilterForm who="Staff" names={names} value={filter} onApply={setFilter} close={close} />
          ),
        }}
        exportAs={{ fileName: 'StaffDailyReports', title: 'Staff Daily Reports' }}
        noRecordsText="No staff daily reports yet"
        rowExpansion={(r) => (
          <ExpandedDetails
            cols={3}
            items={[
              { label: 'Staff', value: authorName(r) },
              { label: 'Latitude', value: r.inLatitude?.toString() },
              { label: 'Longitude', value: r.inLongitude?.toString() },
              { label: 'Date Created', value: clockText(r.dateCreated, zone) },
              { label: 'Date Modified', value: clockText(r.dateModified, zone) },
            ]}
          />
        )}
      />
      <ReportDetailsDialog
        report={dialogs.report}
        zone={zone}
        opened={dialogs.isOpen('details')}
        onClose={dialogs.close}
      />
      <EditReportDialog
        kind="staff"
        own={false}
        report={dialogs.report}
        zone={zone}
        opened={dialogs.isOpen('edit')}
        onClose={dialogs.close}
      />
    </Stack>
  );
}
