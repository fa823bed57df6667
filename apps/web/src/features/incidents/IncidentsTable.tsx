import { formatInZone, type IncidentSummary } from '@care/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { IncidentClocks } from './IncidentClocks.tsx';

/** The incident's number and title, opening its page. */
function IncidentLink({ incident }: { incident: IncidentSummary }) {
  const link = useAppLink(`/app/incidents/${incident.incidentId}`);
  return (
    <Stack gap={0}>
      <Text component="a" fz="sm" fw={600} c="brand.7" {...link}>
        {incident.incidentNo} · {incident.title}
      </Text>
      <Group gap={4}>
        <StatusBadge kind="incident" status={incident.status} size="xs" hiddenFrom="sm" />
        <Text fz="xs" c="dimmed">
          {incident.type}
        </Text>
        {incident.reportable === 'Reportable' ? (
          <Badge size="xs" color="red" variant="light">
            Reportable
          </Badge>
        ) : incident.reportable === 'Unsure' ? (
          <Badge size="xs" color="orange" variant="light">
            Reportable?
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

/** A list of incidents: the register, a participant's or worker's record, the participant form. */
export function IncidentsTable({
  records,
  loading,
  error,
  onRetry,
  label = 'incidents',
  exportAs,
  actions,
  noRecordsText = 'No incidents recorded',
}: {
  records: readonly IncidentSummary[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  label?: string;
  exportAs?: { fileName: string; title: string };
  actions?: React.ReactNode;
  noRecordsText?: string;
}) {
  const zone = useTimeZone();
  const columns: DataTableColumn<IncidentSummary>[] = [
    {
      accessor: 'incidentNo',
      title: 'Incident',
      exportValue: (i) => `${i.incidentNo} ${i.title}`,
      render: (i) => <IncidentLink incident={i} />,
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      hiddenOnPhone: true,
      render: (i) => <StatusBadge kind="incident" status={i.status} />,
    },
    {
      accessor: 'clocks',
      title: 'Commission clocks',
      exportValue: (i) => i.clocks.map((c) => `${c.label}: ${c.state}`).join('; '),
      sortable: false,
      noWrap: true,
      render: (i) =>
        i.status === 'Closed' && i.clocks.length === 0 ? '—' : <IncidentClocks clocks={i.clocks} compact />,
    },
    { accessor: 'clientName', title: 'Participant', secondary: true },
    { accessor: 'staffName', title: 'Worker', secondary: 'md' },
    {
      accessor: 'occurredAt',
      title: 'Happened',
      noWrap: true,
      secondary: 'lg',
      exportValue: (i) => formatInZone(i.occurredAt, 'listDateTime', zone),
      sortValue: (i) => Date.parse(i.occurredAt),
    },
    { accessor: 'nextAction', title: 'Next', secondary: 'xl' },
  ];
  return (
    <DataTable
      label={label}
      records={records}
      columns={columns}
      idAccessor="incidentId"
      loading={loading}
      error={error}
      onRetry={onRetry}
      search={{
        accessors: ['incidentNo', 'title', 'clientName', 'staffName', 'reportedBy'],
        placeholder: 'Search by number, title or name',
      }}
      exportAs={exportAs}
      actions={actions}
      noRecordsText={noRecordsText}
    />
  );
}
