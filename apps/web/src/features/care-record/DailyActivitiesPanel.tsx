import { CARE_RECORD_EXPORTS, type ClientScheduleRow, dayLabel, formatInZone, splitList } from '@care/domain';
import { useQuery } from '@tanstack/react-query';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { careRecordKey, deleteSchedule, fetchSchedules } from './care-record-api.ts';
import { DailyActivityFormDialog } from './DailyActivityFormDialog.tsx';
import { AddButton, RowActions, time12, useRefreshRecord, useRowDialogs } from './record-ui.tsx';

const daysText = (row: ClientScheduleRow) => splitList(row.days).map(dayLabel).join(', ');

/** Daily Activities tab (spec 2 §2): the client's regular activities by day and time. */
export function DailyActivitiesPanel({ client }: { client: ClientTabContext }) {
  const list = useQuery({
    queryKey: careRecordKey(client.profileId, 'schedules'),
    queryFn: ({ signal }) => fetchSchedules(client.profileId, signal),
  });
  const dialogs = useRowDialogs<ClientScheduleRow>();
  const refresh = useRefreshRecord(client.profileId);
  const canAdd = useCan('clientRecord.add');
  const canEdit = useCan('clientRecord.edit');
  const canDelete = useCan('clientRecord.delete');

  const columns: DataTableColumn<ClientScheduleRow>[] = [
    {
      accessor: 'activities',
      title: 'Activities',
      render: (r) => <strong>{splitList(r.activities).join(', ')}</strong>,
    },
    { accessor: 'days', title: 'Days', exportValue: daysText, secondary: true },
    {
      accessor: 'fromTimeOfDay',
      title: 'From',
      exportValue: (r) => time12(r.fromTimeOfDay),
      sortValue: (r) => r.fromTimeOfDay,
      noWrap: true,
    },
    {
      accessor: 'toTimeOfDay',
      title: 'To',
      exportValue: (r) => time12(r.toTimeOfDay),
      secondary: true,
      sortValue: (r) => r.toTimeOfDay,
      noWrap: true,
    },
    ...(canEdit || canDelete
      ? [
          {
            accessor: 'actions',
            title: 'Actions',
            exportable: false,
            sortable: false,
            textAlign: 'right' as const,
            render: (r: ClientScheduleRow) => (
              <RowActions
                name={`the activity ${r.activities}`}
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
      <DataTable<ClientScheduleRow>
        label="daily activities"
        records={list.data}
        columns={columns}
        idAccessor="clientScheduleId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{ accessors: ['activities', 'days'], placeholder: 'Search by activity or day' }}
        exportAs={{ fileName: CARE_RECORD_EXPORTS.schedule, title: `${client.fullName} — Daily Activities` }}
        noRecordsText="No daily activities yet"
        actions={canAdd ? <AddButton label="Add Activity" onClick={() => dialogs.show('add')} /> : null}
        rowExpansion={(r) => (
          <ExpandedDetails
            cols={3}
            items={[
              { label: 'Days', value: daysText(r) },
              { label: 'Created', value: formatInZone(r.dateCreated, 'audit') },
              { label: 'Modified', value: formatInZone(r.dateModified, 'audit') },
            ]}
          />
        )}
      />
      <DailyActivityFormDialog
        profileId={client.profileId}
        opened={dialogs.isOpen('form')}
        editing={dialogs.editing}
        onClose={dialogs.close}
      />
      <ConfirmDialog
        opened={dialogs.isOpen('delete')}
        title="Delete this daily activity?"
        message={`${dialogs.row?.activities ?? ''} on ${dialogs.row ? daysText(dialogs.row) : ''} will be removed. This cannot be undone.`}
        confirmLabel="Yes, delete"
        danger
        onConfirm={async () => {
          if (dialogs.row) {
            await deleteSchedule(dialogs.row.clientScheduleId);
            await refresh();
          }
        }}
        onClose={dialogs.close}
      />
    </>
  );
}
