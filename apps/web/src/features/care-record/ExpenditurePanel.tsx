import {
  CARE_RECORD_EXPORTS,
  type ExpenditureRow,
  formatCalendarDate,
  formatCents,
  formatInZone,
} from '@care/domain';
import { ActionIcon, Center, Image, Text, Tooltip } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { careRecordKey, deleteExpenditure, fetchExpenditures } from './care-record-api.ts';
import { ExpenditureFormDialog } from './ExpenditureFormDialog.tsx';
import { AddButton, RowActions, useRefreshRecord, useRowDialogs } from './record-ui.tsx';

const money = (cents: number) => formatCents(cents);
const itemOf = (r: ExpenditureRow) => r.purchasedItem ?? 'expenditure';

/** Participant Expenditure tab (spec 2 §2): money handled for the client, with receipt images. */
export function ExpenditurePanel({ client }: { client: ClientTabContext }) {
  const list = useQuery({
    queryKey: careRecordKey(client.profileId, 'expenditure'),
    queryFn: ({ signal }) => fetchExpenditures(client.profileId, signal),
  });
  const dialogs = useRowDialogs<ExpenditureRow>();
  const refresh = useRefreshRecord(client.profileId);
  const canAdd = useCan('clientRecord.add');
  const canEdit = useCan('clientRecord.edit');
  const canDelete = useCan('clientRecord.delete');

  const columns: DataTableColumn<ExpenditureRow>[] = [
    {
      accessor: 'purchaseDate',
      title: 'Purchase Date',
      exportValue: (r) => formatCalendarDate(r.purchaseDate),
      sortValue: (r) => r.purchaseDate,
      noWrap: true,
    },
    {
      accessor: 'purchasedItem',
      title: 'Purchased Item',
      render: (r) => <strong>{r.purchasedItem ?? '—'}</strong>,
    },
    { accessor: 'staffName', title: 'Staff', secondary: 'md' },
    {
      accessor: 'amountProvidedByParticipantCents',
      title: 'Provided',
      exportValue: (r) => money(r.amountProvidedByParticipantCents),
      sortValue: (r) => r.amountProvidedByParticipantCents,
      textAlign: 'right',
      secondary: 'xl',
    },
    {
      accessor: 'amountSpentCents',
      title: 'Spent',
      exportValue: (r) => money(r.amountSpentCents),
      sortValue: (r) => r.amountSpentCents,
      textAlign: 'right',
    },
    {
      accessor: 'amountReturnedToParticipantCents',
      title: 'Returned',
      exportValue: (r) => money(r.amountReturnedToParticipantCents),
      sortValue: (r) => r.amountReturnedToParticipantCents,
      textAlign: 'right',
      secondary: 'xl',
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: (r) => (
        <RowActions
          name={itemOf(r)}
          extra={
            r.receiptUrl ? (
              <Tooltip label="Receipt">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`View the receipt for ${itemOf(r)}`}
                  onClick={() => dialogs.show('view', r)}
                >
                  <IconReceipt size={20} stroke={1.8} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null
          }
          onEdit={canEdit ? () => dialogs.show('edit', r) : null}
          onDelete={canDelete ? () => dialogs.show('delete', r) : null}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable<ExpenditureRow>
        label="expenditure"
        records={list.data}
        columns={columns}
        idAccessor="participantExpenditureId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{
          accessors: ['purchasedItem', 'staffName', 'reasonIfNoReciept'],
          placeholder: 'Search by item or staff',
        }}
        exportAs={{
          fileName: CARE_RECORD_EXPORTS.expenditure,
          title: `${client.fullName} — Participant Expenditure`,
        }}
        noRecordsText="No expenditure recorded yet"
        actions={canAdd ? <AddButton label="Add Expenditure" onClick={() => dialogs.show('add')} /> : null}
        rowExpansion={(r) => (
          <ExpandedDetails
            cols={3}
            items={[
              { label: 'Amount provided by participant', value: money(r.amountProvidedByParticipantCents) },
              { label: 'Amount spent', value: money(r.amountSpentCents) },
              { label: 'Amount returned to participant', value: money(r.amountReturnedToParticipantCents) },
              { label: 'Receipt', value: r.receiptUrl ? 'Attached' : 'None' },
              { label: 'Reason if no receipt', value: r.reasonIfNoReciept },
              { label: 'Modified', value: formatInZone(r.dateModified ?? r.dateCreated, 'audit') },
            ]}
          />
        )}
      />
      <ExpenditureFormDialog
        profileId={client.profileId}
        opened={dialogs.isOpen('form')}
        editing={dialogs.editing}
        onClose={dialogs.close}
      />
      <ResponsiveModal opened={dialogs.isOpen('view')} onClose={dialogs.close} title="Receipt">
        {dialogs.row?.receiptUrl ? (
          <Center>
            <Image
              src={dialogs.row.receiptUrl}
              alt={`Receipt for ${itemOf(dialogs.row)}`}
              fit="contain"
              mah="70vh"
              radius="sm"
            />
          </Center>
        ) : (
          <Text c="dimmed">No receipt was attached.</Text>
        )}
      </ResponsiveModal>
      <ConfirmDialog
        opened={dialogs.isOpen('delete')}
        title="Delete this expenditure?"
        message={`${itemOf(dialogs.row ?? ({} as ExpenditureRow))} (${dialogs.row ? money(dialogs.row.amountSpentCents) : ''} spent) will be removed. This cannot be undone.`}
        confirmLabel="Yes, delete"
        danger
        onConfirm={async () => {
          if (dialogs.row) {
            await deleteExpenditure(dialogs.row.participantExpenditureId);
            await refresh();
          }
        }}
        onClose={dialogs.close}
      />
    </>
  );
}
