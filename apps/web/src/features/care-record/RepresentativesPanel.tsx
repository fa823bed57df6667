import {
  CARE_RECORD_EXPORTS,
  formatInZone,
  REPRESENTATIVES_PAGE_SIZE,
  type RepresentativeRow,
} from '@care/domain';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { formatPhone } from '../../shelf/person-display.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmailText } from '../../ui/data-table/cells.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { careRecordKey, deleteRepresentative, fetchRepresentatives } from './care-record-api.ts';
import { RepresentativeFormDialog } from './RepresentativeFormDialog.tsx';
import { AddButton, RowActions, useRefreshRecord, useRowDialogs } from './record-ui.tsx';

const phone = (value: string | null) =>
  value ? (
    <Anchor href={`tel:${value}`} c="inherit" fz="sm" underline="hover">
      {formatPhone(value)}
    </Anchor>
  ) : (
    '—'
  );

/** Representative tab (spec 2 §2): the client's representatives, also those the client added in the portal. */
export function RepresentativesPanel({ client }: { client: ClientTabContext }) {
  const list = useQuery({
    queryKey: careRecordKey(client.profileId, 'representatives'),
    queryFn: ({ signal }) => fetchRepresentatives(client.profileId, signal),
  });
  const dialogs = useRowDialogs<RepresentativeRow>();
  const refresh = useRefreshRecord(client.profileId);
  const canManage = useCan('representative.manage');

  const columns: DataTableColumn<RepresentativeRow>[] = [
    { accessor: 'fullName', title: 'Full Name', render: (r) => <strong>{r.fullName}</strong> },
    {
      accessor: 'email',
      title: 'Email',
      secondary: true,
      render: (r) => (
        <Anchor href={`mailto:${r.email}`} c="inherit" fz="sm" underline="hover">
          <EmailText email={r.email} />
        </Anchor>
      ),
    },
    { accessor: 'address', title: 'Address', secondary: 'xl' },
    { accessor: 'relationship', title: 'Relationship', secondary: 'md' },
    { accessor: 'homePhone', title: 'Home Phone', secondary: 'xl', render: (r) => phone(r.homePhone) },
    { accessor: 'mobilePhone', title: 'Mobile Phone', noWrap: true, render: (r) => phone(r.mobilePhone) },
    { accessor: 'position', title: 'Position', secondary: 'lg' },
    { accessor: 'organization', title: 'Organization', secondary: 'lg' },
    ...(canManage
      ? [
          {
            accessor: 'actions',
            title: 'Actions',
            exportable: false,
            sortable: false,
            textAlign: 'right' as const,
            render: (r: RepresentativeRow) => (
              <RowActions
                name={r.fullName}
                onEdit={() => dialogs.show('edit', r)}
                onDelete={() => dialogs.show('delete', r)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable<RepresentativeRow>
        label="representatives"
        records={list.data}
        columns={columns}
        idAccessor="representativeId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        pageSizes={[REPRESENTATIVES_PAGE_SIZE, 24, 48]}
        search={{
          accessors: ['fullName', 'email', 'relationship', 'organization', 'mobilePhone'],
          placeholder: 'Search by name, email or organization',
        }}
        exportAs={{
          fileName: CARE_RECORD_EXPORTS.representatives,
          title: `${client.fullName} — Representatives`,
        }}
        noRecordsText="No representatives yet"
        actions={
          canManage ? <AddButton label="Add Representative" onClick={() => dialogs.show('add')} /> : null
        }
        rowExpansion={(r) => (
          <ExpandedDetails
            items={[
              { label: 'Address', value: r.address },
              { label: 'Organization', value: r.organization },
              { label: 'Home phone', value: r.homePhone ? formatPhone(r.homePhone) : null },
              { label: 'Added', value: formatInZone(r.dateCreated, 'audit') },
            ]}
          />
        )}
      />
      <RepresentativeFormDialog
        profileId={client.profileId}
        opened={dialogs.isOpen('form')}
        editing={dialogs.editing}
        onClose={dialogs.close}
      />
      <ConfirmDialog
        opened={dialogs.isOpen('delete')}
        title="Remove this representative?"
        message={`${dialogs.row?.fullName ?? ''} will no longer be listed as ${client.fullName}'s representative.`}
        confirmLabel="Yes, remove"
        danger
        onConfirm={async () => {
          if (dialogs.row) {
            await deleteRepresentative(dialogs.row.representativeId);
            await refresh();
          }
        }}
        onClose={dialogs.close}
      />
    </>
  );
}
