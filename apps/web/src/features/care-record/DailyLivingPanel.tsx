import { CARE_RECORD_EXPORTS, type DailyLivingRow, formatInZone } from '@care/domain';
import { useQuery } from '@tanstack/react-query';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { careRecordKey, deleteDailyLiving, fetchDailyLivings } from './care-record-api.ts';
import { DailyLivingFormDialog } from './DailyLivingFormDialog.tsx';
import { AddButton, RowActions, useRefreshRecord, useRowDialogs } from './record-ui.tsx';

/** Daily Living & Night Support tab (spec 2 §2), also the client's own /app/client/daily-living. */
export function DailyLivingPanel({ client }: { client: ClientTabContext }) {
  const list = useQuery({
    queryKey: careRecordKey(client.profileId, 'daily-living'),
    queryFn: ({ signal }) => fetchDailyLivings(client.profileId, signal),
  });
  const dialogs = useRowDialogs<DailyLivingRow>();
  const refresh = useRefreshRecord(client.profileId);
  const canAdd = useCan('clientRecord.add');
  const canEdit = useCan('clientRecord.edit');
  const canDelete = useCan('clientRecord.delete');

  const columns: DataTableColumn<DailyLivingRow>[] = [
    { accessor: 'activities', title: 'Activities', render: (r) => <strong>{r.activities}</strong> },
    { accessor: 'support', title: 'Support' },
    { accessor: 'supportLevel', title: 'Support Level', secondary: true },
    { accessor: 'details', title: 'Details', secondary: 'lg' },
    ...(canEdit || canDelete
      ? [
          {
            accessor: 'actions',
            title: 'Actions',
            exportable: false,
            sortable: false,
            textAlign: 'right' as const,
            render: (r: DailyLivingRow) => (
              <RowActions
                name={r.activities}
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
      <DataTable<DailyLivingRow>
        label="daily living and night support"
        records={list.data}
        columns={columns}
        idAccessor="dailyLivingId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{
          accessors: ['activities', 'support', 'supportLevel', 'details'],
          placeholder: 'Search by activity, support or details',
        }}
        exportAs={{
          fileName: CARE_RECORD_EXPORTS.dailyLiving,
          title: `${client.fullName} — Daily Living & Night Support`,
        }}
        noRecordsText="No daily living or night support recorded yet"
        actions={canAdd ? <AddButton label="Add Daily Living" onClick={() => dialogs.show('add')} /> : null}
        rowExpansion={(r) => (
          <ExpandedDetails
            items={[
              { label: 'Details', value: r.details },
              { label: 'Modified', value: formatInZone(r.dateModified ?? r.dateCreated, 'audit') },
            ]}
          />
        )}
      />
      <DailyLivingFormDialog
        profileId={client.profileId}
        opened={dialogs.isOpen('form')}
        editing={dialogs.editing}
        onClose={dialogs.close}
      />
      <ConfirmDialog
        opened={dialogs.isOpen('delete')}
        title="Delete this daily living record?"
        message={`${dialogs.row?.activities ?? ''} will be removed. This cannot be undone.`}
        confirmLabel="Yes, delete"
        danger
        onConfirm={async () => {
          if (dialogs.row) {
            await deleteDailyLiving(dialogs.row.dailyLivingId);
            await refresh();
          }
        }}
        onClose={dialogs.close}
      />
    </>
  );
}
