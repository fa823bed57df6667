import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { ResponsiveModal, useIsPhone } from '../../ui/photo/ResponsiveModal.tsx';
import { careRecordKey } from './care-record-api.ts';
import { RecordFormDialog } from './RecordFormDialog.tsx';
import type { RecordKind } from './record-kind.ts';
import { AddButton, RowActions, useRefreshRecord, useRowDialogs } from './record-ui.tsx';

/** The one care-record tab: a kind's rows in the DataTable (cards on phones where it has them), Add, Edit and Delete. */
export function RecordPanel<Row, V extends FieldValues, Out extends FieldValues, E>({
  kind,
  client,
}: {
  kind: RecordKind<Row, V, Out, E>;
  client: ClientTabContext;
}) {
  const list = useQuery({
    queryKey: careRecordKey(client.profileId, kind.list),
    queryFn: ({ signal }) => kind.fetch(client.profileId, signal),
  });
  const phone = useIsPhone();
  const dialogs = useRowDialogs<Row>();
  const refresh = useRefreshRecord(client.profileId);
  const canAdd = useCan(kind.access.add);
  const canEdit = useCan(kind.access.edit);
  const canDelete = useCan(kind.access.delete);
  const add = canAdd ? <AddButton label={kind.addLabel} onClick={() => dialogs.show('add')} /> : null;
  const edit = canEdit ? (r: Row) => dialogs.show('edit', r) : null;
  const remove = canDelete ? (r: Row) => dialogs.show('delete', r) : null;

  const actions: DataTableColumn<Row> = {
    accessor: 'actions',
    title: 'Actions',
    exportable: false,
    sortable: false,
    textAlign: 'right',
    render: (r) => (
      <RowActions
        name={kind.rowName(r)}
        extra={kind.rowExtra?.(r, () => dialogs.show('view', r))}
        onEdit={edit ? () => edit(r) : null}
        onDelete={remove ? () => remove(r) : null}
      />
    ),
  };
  const columns = [...kind.columns, ...(kind.rowExtra || edit || remove ? [actions] : [])];

  let body: ReactNode;
  if (phone && kind.phoneCards) {
    body =
      list.isError && !list.data ? (
        <LoadFailed what={kind.phoneCards.what} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="sm">
          {add ? <Group justify="flex-end">{add}</Group> : null}
          {list.isPending ? (
            <Text c="dimmed">{`Loading ${kind.phoneCards.what}…`}</Text>
          ) : (
            kind.phoneCards.render({ rows: list.data ?? [], onEdit: edit, onDelete: remove })
          )}
        </Stack>
      );
  } else {
    body = (
      <DataTable<Row>
        label={kind.label}
        records={list.data}
        columns={columns}
        idAccessor={kind.idAccessor}
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        pageSizes={kind.pageSizes}
        search={kind.search}
        exportAs={
          kind.exportAs && {
            fileName: kind.exportAs.fileName,
            title: `${client.fullName} — ${kind.exportAs.title}`,
          }
        }
        noRecordsText={kind.noRecordsText}
        actions={add}
        rowExpansion={kind.rowExpansion}
      />
    );
  }

  return (
    <>
      {body}
      <RecordFormDialog
        kind={kind.form}
        profileId={client.profileId}
        opened={dialogs.isOpen('form')}
        editing={dialogs.editing}
        onClose={dialogs.close}
      />
      {kind.view ? (
        <ResponsiveModal opened={dialogs.isOpen('view')} onClose={dialogs.close} title={kind.view.title}>
          {kind.view.render(dialogs.row)}
        </ResponsiveModal>
      ) : null}
      <ConfirmDialog
        opened={dialogs.isOpen('delete')}
        title={kind.remove.title}
        message={dialogs.row ? kind.remove.message(dialogs.row, client) : ''}
        confirmLabel={kind.remove.confirmLabel}
        danger
        onConfirm={async () => {
          if (dialogs.row) {
            await kind.remove.run(dialogs.row);
            await refresh();
          }
        }}
        onClose={dialogs.close}
      />
    </>
  );
}
