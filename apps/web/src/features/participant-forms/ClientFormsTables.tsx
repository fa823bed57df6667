import { type FormSummary, formatCalendarDate, formatInZone, INCIDENT_REPORT_SLUG } from '@care/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { TableSection } from '../../ui/TableSection.tsx';
import { clientFormsKey, fetchClientForms, formPath, formPdfHref } from './participant-forms-api.ts';

type Row = Pick<FormSummary, 'slug' | 'name' | 'formId' | 'status' | 'lastModified' | 'reviewDate'>;

/** The incident report row: its page is the incident register's; its status is not a form's. */
const INCIDENT_ROW: Row = {
  slug: INCIDENT_REPORT_SLUG,
  name: 'Incident Report',
  formId: null,
  status: null,
  lastModified: null,
  reviewDate: null,
};

/** Open (or start) the form, and its PDF once saved. */
function RowActions({ r, clientId }: { r: Row; clientId: string }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        component={Link}
        to={formPath(r.slug, clientId)}
        size="xs"
        variant="light"
        aria-label={`Open ${r.name}`}
      >
        {r.formId || r.slug === INCIDENT_REPORT_SLUG ? 'Open' : 'Start'}
      </Button>
      {r.formId ? (
        <Button
          component="a"
          href={formPdfHref(r.formId)}
          target="_blank"
          rel="noopener"
          size="xs"
          variant="default"
          aria-label={`PDF of ${r.name}`}
          leftSection={<IconFileTypePdf size={14} stroke={1.8} aria-hidden />}
        >
          PDF
        </Button>
      ) : null}
    </Group>
  );
}

function FormsTable({
  title,
  marked,
  rows,
  clientId,
  loading,
}: {
  title: string;
  marked?: boolean;
  rows: Row[];
  clientId: string;
  loading: boolean;
}) {
  const zone = useTimeZone();
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'name',
      title: 'Document Name',
      render: (r) => (
        <Anchor component={Link} to={formPath(r.slug, clientId)} fw={600} fz="sm">
          {r.name}
        </Anchor>
      ),
    },
    {
      accessor: 'lastModified',
      title: 'Last Modified',
      render: (r) => (r.lastModified ? formatInZone(r.lastModified, 'listDateTime', zone) : '—'),
      exportValue: (r) => (r.lastModified ? formatInZone(r.lastModified, 'listDateTime', zone) : ''),
      secondary: 'md',
      noWrap: true,
    },
    {
      accessor: 'reviewDate',
      title: 'Next Review',
      render: (r) => formatCalendarDate(r.reviewDate) || '—',
      exportValue: (r) => formatCalendarDate(r.reviewDate),
      secondary: true,
      noWrap: true,
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (r) =>
        r.slug === INCIDENT_REPORT_SLUG ? null : r.status ? (
          <StatusBadge kind="participantForm" status={r.status} />
        ) : (
          <Text fz="sm" c="dimmed">
            Not started
          </Text>
        ),
      exportValue: (r) => r.status ?? '',
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      textAlign: 'right',
      // On a phone the expanded row carries the same actions.
      hiddenOnPhone: true,
      render: (r) => <RowActions r={r} clientId={clientId} />,
    },
  ];
  return (
    <TableSection title={title} marked={marked}>
      <DataTable<Row>
        label={`${title} forms`}
        records={rows}
        columns={columns}
        idAccessor="slug"
        loading={loading}
        paginate={false}
        rowExpansion={(r) => <RowActions r={r} clientId={clientId} />}
      />
    </TableSection>
  );
}

/**
 * The client's participant forms on their Documents tab (spec 1 §2.6): Required (service agreement,
 * safety plan, consent, support plan) and Less Required, each with its status, last modified and
 * next review date, opening the form's page.
 */
export function ClientFormsTables({ clientId }: { clientId: string }) {
  const forms = useQuery({
    queryKey: clientFormsKey(clientId),
    queryFn: ({ signal }) => fetchClientForms(clientId, signal),
  });
  if (forms.isError) {
    return <LoadFailed what="the participant forms" onRetry={() => void forms.refetch()} />;
  }
  const list = forms.data ?? [];
  return (
    <Stack gap="lg">
      <FormsTable
        title="Required"
        marked
        rows={list.filter((f) => f.required)}
        clientId={clientId}
        loading={forms.isPending}
      />
      <FormsTable
        title="Less Required"
        rows={[...list.filter((f) => !f.required), ...(forms.data ? [INCIDENT_ROW] : [])]}
        clientId={clientId}
        loading={forms.isPending}
      />
    </Stack>
  );
}
