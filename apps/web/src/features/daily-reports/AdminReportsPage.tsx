import type { DailyReportView } from '@care/domain';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { authorName, fetchAdminReports, reportsKey } from './daily-reports-api.ts';
import { EditReportDialog } from './EditReportDialog.tsx';
import { NewReportForm } from './NewReportForm.tsx';
import { ReportDetailsDialog } from './ReportDetailsDialog.tsx';
import { applyFilter, NO_FILTER, type ReportFilter, ReportFilterForm } from './ReportFilterForm.tsx';
import { ReportRowActions } from './ReportRowActions.tsx';
import { reportColumns } from './report-columns.tsx';
import { clockOutText, clockText, mapUrl } from './report-format.ts';
import { useReportDialogs } from './useReportDialogs.ts';

const locationText = (r: DailyReportView) =>
  r.inLatitude === null || r.inLongitude === null ? '' : `${r.inLatitude}, ${r.inLongitude}`;

/** The position with a link to its map. */
function LocationCell({ report }: { report: DailyReportView }) {
  if (report.inLatitude === null || report.inLongitude === null) {
    return <Text fz="sm">—</Text>;
  }
  return (
    <Anchor
      href={mapUrl(report.inLatitude, report.inLongitude)}
      target="_blank"
      rel="noopener"
      fz="sm"
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`Map of ${locationText(report)}`}
    >
      <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2 }} /> {report.inLatitude.toFixed(4)},{' '}
      {report.inLongitude.toFixed(4)}
    </Anchor>
  );
}

/** /app/reports/admin-reports (spec 3 §2.3 Admin Daily Report): the administrators' daily reports. */
export function AdminReportsPage() {
  const zone = useTimeZone();
  const uid = useSession()?.user.uid;
  const canAdd = useCan('dailyReport.own');
  const list = useQuery({
    queryKey: reportsKey('admin'),
    queryFn: ({ signal }) => fetchAdminReports(signal),
  });
  const [filter, setFilter] = useState<ReportFilter>(NO_FILTER);
  const dialogs = useReportDialogs();
  const names = [...new Set((list.data ?? []).map(authorName))].sort((a, b) => a.localeCompare(b));
  const rows = list.data ? applyFilter(list.data, filter, zone) : undefined;
  // An administrator edits their own reports (the server says so too).
  const isMine = (r: DailyReportView) => canAdd && !!uid && r.userCreated === uid;

  const columns = reportColumns({
    zone,
    author: { accessor: 'administrator.fullName', title: 'Administrator' },
    extra: {
      accessor: 'location',
      title: 'Location',
      // On a laptop the row's expanded part shows it (with its map link).
      secondary: 'xl',
      render: (r) => <LocationCell report={r} />,
      exportValue: locationText,
    },
    actions: (r) => (
      <ReportRowActions
        name={authorName(r)}
        canEdit={isMine(r)}
        onEdit={() => dialogs.show('edit', r)}
        onDetails={() => dialogs.show('details', r)}
      />
    ),
  });

  return (
    <Stack gap={0}>
      <PageHeader
        title="Admin Daily Reports"
        description="The administrators’ daily kilometres, notes and where each report was made."
      />
      <DataTable<DailyReportView>
        label="admin daily reports"
        records={rows}
        columns={columns}
        idAccessor="adminAttendanceId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{ accessors: [authorName], placeholder: 'Search by administrator name' }}
        filter={{
          title: 'Filter admin daily reports',
          active: filter !== NO_FILTER,
          content: (close) => (
            <ReportFilterForm
              who="Administrator"
              names={names}
              value={filter}
              onApply={setFilter}
              close={close}
            />
          ),
        }}
        exportAs={{ fileName: 'AdminDailyReports', title: 'Admin Daily Reports' }}
        noRecordsText="No admin daily reports yet"
        actions={
          canAdd ? (
            <Button
              leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
              onClick={() => dialogs.show('add')}
            >
              Add New Report
            </Button>
          ) : null
        }
        rowExpansion={(r) => (
          <ExpandedDetails
            cols={3}
            items={[
              { label: 'Administrator', value: authorName(r) },
              { label: 'Location', value: <LocationCell report={r} /> },
              { label: 'Clock-Out', value: clockOutText(r, zone) },
              { label: 'Date Created', value: clockText(r.dateCreated, zone) },
              { label: 'Date Modified', value: clockText(r.dateModified, zone) },
            ]}
          />
        )}
      />
      <ResponsiveModal
        opened={dialogs.isOpen('add')}
        onClose={dialogs.close}
        title="New Daily Report"
        size="lg"
      >
        <NewReportForm kind="admin" onDone={dialogs.close} onCancel={dialogs.close} />
      </ResponsiveModal>
      <ReportDetailsDialog
        report={dialogs.report}
        zone={zone}
        opened={dialogs.isOpen('details')}
        onClose={dialogs.close}
      />
      <EditReportDialog
        kind="admin"
        own
        report={dialogs.report}
        zone={zone}
        opened={dialogs.isOpen('edit')}
        onClose={dialogs.close}
      />
    </Stack>
  );
}
