import { AIDS_LABELS, type AidsRow, CARE_RECORD_EXPORTS, formatInZone } from '@care/domain';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { AidFormDialog } from './AidFormDialog.tsx';
import { careRecordKey, deleteAid, fetchAids } from './care-record-api.ts';
import { AddButton, RowActions, useRefreshRecord, useRowDialogs } from './record-ui.tsx';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const flag = (v: boolean) => (
  <Badge variant="light" color={v ? 'orange' : 'gray'} radius="sm">
    {yesNo(v)}
  </Badge>
);

/** Aids & Equipment tab (spec 2 §2), also the client's own /app/client/aid-equip. */
export function AidsPanel({ client }: { client: ClientTabContext }) {
  const list = useQuery({
    queryKey: careRecordKey(client.profileId, 'aids'),
    queryFn: ({ signal }) => fetchAids(client.profileId, signal),
  });
  const dialogs = useRowDialogs<AidsRow>();
  const refresh = useRefreshRecord(client.profileId);
  const canAdd = useCan('clientRecord.add');
  const canEdit = useCan('clientRecord.edit');
  const canDelete = useCan('clientRecord.delete');

  const columns: DataTableColumn<AidsRow>[] = [
    { accessor: 'equipmentUsed', title: 'Equipment Used', render: (r) => <strong>{r.equipmentUsed}</strong> },
    {
      accessor: 'equipmentAssistance',
      title: AIDS_LABELS.equipmentAssistance,
      exportValue: (r) => yesNo(r.equipmentAssistance),
      render: (r) => flag(r.equipmentAssistance),
      secondary: true,
    },
    {
      accessor: 'requireStaffTraining',
      title: AIDS_LABELS.requireStaffTraining,
      exportValue: (r) => yesNo(r.requireStaffTraining),
      render: (r) => flag(r.requireStaffTraining),
      secondary: true,
    },
    ...(canEdit || canDelete
      ? [
          {
            accessor: 'actions',
            title: 'Actions',
            exportable: false,
            sortable: false,
            textAlign: 'right' as const,
            render: (r: AidsRow) => (
              <RowActions
                name={r.equipmentUsed}
                onEdit={canEdit ? () => dialogs.show('edit', r) : null}
                onDelete={canDelete ? () => dialogs.show('delete', r) : null}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable<AidsRow>
        label="aids and equipment"
        records={list.data}
        columns={columns}
        idAccessor="aidsId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{ accessors: ['equipmentUsed'], placeholder: 'Search by equipment' }}
        exportAs={{ fileName: CARE_RECORD_EXPORTS.aids, title: `${client.fullName} — Aids & Equipment` }}
        noRecordsText="No aids or equipment recorded yet"
        actions={canAdd ? <AddButton label="Add Equipment" onClick={() => dialogs.show('add')} /> : null}
        rowExpansion={(r) => (
          <ExpandedDetails
            items={[
              { label: 'Created', value: formatInZone(r.dateCreated, 'audit') },
              { label: 'Modified', value: formatInZone(r.dateModified, 'audit') },
            ]}
          />
        )}
      />
      <AidFormDialog
        profileId={client.profileId}
        opened={dialogs.isOpen('form')}
        editing={dialogs.editing}
        onClose={dialogs.close}
      />
      <ConfirmDialog
        opened={dialogs.isOpen('delete')}
        title="Delete this equipment?"
        message={`${dialogs.row?.equipmentUsed ?? ''} will be removed from the list. This cannot be undone.`}
        confirmLabel="Yes, delete"
        danger
        onConfirm={async () => {
          if (dialogs.row) {
            await deleteAid(dialogs.row.aidsId);
            await refresh();
          }
        }}
        onClose={dialogs.close}
      />
    </>
  );
}
