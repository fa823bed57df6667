import { formatInZone, type ShiftReportView } from '@care/domain';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconEye, IconFileTypePdf } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn, type TableFilter } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { newestReportsFirst, officeReportPath } from './shift-report-list-api.ts';
import { shiftReportPdfUrl } from './shift-reports-api.ts';

const at = (value: string | null, zone: string) => (value ? formatInZone(value, 'listDateTime', zone) : '');
export const reportStaff = (r: ShiftReportView) => r.shiftRoster.staff?.fullName ?? '';
export const reportClient = (r: ShiftReportView) => r.shiftRoster.profile?.fullName ?? r.shiftRoster.clients;
const whose = (r: ShiftReportView) => `${reportStaff(r) || 'the shift'} with ${reportClient(r)}`;

/** View in the app (same tab), or in a new tab (the client record's tab, spec 2). */
function ViewAction({ report, newTab }: { report: ShiftReportView; newTab: boolean }) {
  const href = officeReportPath(report);
  const link = useAppLink(href);
  const label = `View shift report of ${whose(report)}`;
  return (
    <Tooltip label={newTab ? 'View (opens a new tab)' : 'View'}>
      {newTab ? (
        <ActionIcon
          component="a"
          href={href}
          target="_blank"
          rel="noopener"
          variant="subtle"
          size="lg"
          aria-label={label}
        >
          <IconExternalLink size={20} stroke={1.8} aria-hidden />
        </ActionIcon>
      ) : (
        <ActionIcon component="a" variant="subtle" size="lg" aria-label={label} {...link}>
          <IconEye size={20} stroke={1.8} aria-hidden />
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * A table of shift reports (spec 3 §2.3 shift-form, spec 2 client tab Shift Report): staff,
 * client, shift date, created, modified; newest created first, then by date; searchable by staff or
 * client name; rows expand; each row opens its report and its PDF.
 */
export function ShiftReportTable({
  records,
  loading,
  error,
  onRetry,
  search,
  filter,
  exportAs,
  newTab = false,
  noRecordsText = 'No shift reports yet',
}: {
  records: readonly ShiftReportView[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** The search the caller keeps (the list's ?search=); the table's own otherwise. */
  search?: { value: string; onChange: (value: string) => void };
  filter?: TableFilter;
  exportAs: { fileName: string; title: string };
  newTab?: boolean;
  noRecordsText?: string;
}) {
  const zone = useTimeZone();
  const rows = useMemo(() => (records ? newestReportsFirst(records) : undefined), [records]);
  const columns: DataTableColumn<ShiftReportView>[] = [
    {
      accessor: 'shiftRoster.staff.fullName',
      title: 'Staff',
      exportValue: reportStaff,
      render: (r) => (
        <Text fz="sm" fw={600}>
          {reportStaff(r) || '—'}
        </Text>
      ),
    },
    {
      accessor: 'client',
      title: 'Client',
      exportValue: reportClient,
      // "Incident: Yes" raised an incident in the register (issue 27): the row says so.
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Text fz="sm">{reportClient(r)}</Text>
          {r.isIncident ? (
            <Badge color="red" variant="filled" size="sm" title="An incident was reported on this shift">
              Incident
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      accessor: 'shiftRoster.dateFrom',
      title: 'Date',
      noWrap: true,
      exportValue: (r) => at(r.shiftRoster.dateFrom, zone),
      sortValue: (r) => Date.parse(r.shiftRoster.dateFrom),
    },
    {
      accessor: 'dateCreated',
      title: 'Created',
      noWrap: true,
      secondary: true,
      exportValue: (r) => at(r.dateCreated, zone),
      sortValue: (r) => Date.parse(r.dateCreated),
    },
    {
      accessor: 'dateModified',
      title: 'Modified',
      noWrap: true,
      secondary: 'xl',
      exportValue: (r) => at(r.dateModified, zone),
      sortValue: (r) => (r.dateModified ? Date.parse(r.dateModified) : 0),
    },
    {
      accessor: 'isSigned',
      title: 'Signed',
      secondary: 'xl',
      noWrap: true,
      exportValue: (r) => (r.isSigned ? 'Yes' : 'No'),
      render: (r) => (
        <Badge variant="light" color={r.isSigned ? 'teal' : 'gray'}>
          {r.isSigned ? 'Signed' : 'Not signed'}
        </Badge>
      ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: (r) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <ViewAction report={r} newTab={newTab} />
          <Tooltip label="PDF">
            <ActionIcon
              component="a"
              href={shiftReportPdfUrl(r.shiftReportId)}
              target="_blank"
              rel="noopener"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`PDF of the shift report of ${whose(r)}`}
            >
              <IconFileTypePdf size={20} stroke={1.8} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <DataTable<ShiftReportView>
      label="shift reports"
      records={rows}
      columns={columns}
      idAccessor="shiftReportId"
      loading={loading}
      error={error}
      onRetry={onRetry}
      search={{
        accessors: [reportStaff, reportClient],
        placeholder: 'Search by staff or client name',
        ...search,
      }}
      filter={filter}
      exportAs={exportAs}
      noRecordsText={noRecordsText}
      rowExpansion={(r) => (
        <ExpandedDetails
          cols={3}
          items={[
            { label: 'Staff', value: reportStaff(r) },
            { label: 'Client', value: reportClient(r) },
            {
              label: 'Shift',
              value: `${at(r.shiftRoster.dateFrom, zone)} – ${at(r.shiftRoster.dateTo, zone)}`,
            },
            { label: 'Date Created', value: at(r.dateCreated, zone) },
            { label: 'Date Modified', value: at(r.dateModified, zone) },
            { label: 'Signed', value: r.isSigned ? `Yes, ${at(r.signedAt, zone)}` : 'No' },
          ]}
        />
      )}
    />
  );
}
