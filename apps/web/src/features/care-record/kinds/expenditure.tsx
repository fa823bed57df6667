import {
  CARE_RECORD_EXPORTS,
  centsToInput,
  type ExpenditureForm,
  type ExpenditureRow,
  expenditureForm,
  formatCalendarDate,
  formatCents,
  formatInZone,
} from '@care/domain';
import { ActionIcon, Center, Image, Text, Tooltip } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { ExpandedDetails } from '../../../ui/data-table/ExpandedDetails.tsx';
import { useSchemaForm } from '../../../ui/form/useSchemaForm.ts';
import {
  addExpenditure,
  deleteExpenditure,
  EXPENDITURE_FIELDS,
  editExpenditure,
  fetchExpenditures,
} from '../care-record-api.ts';
import { CLIENT_RECORD_ACCESS } from '../record-access.ts';
import type { RecordKind } from '../record-kind.ts';
import {
  AmountInputs,
  type ExpenditureValues,
  type Receipt,
  ReceiptInput,
  StaffInput,
  useReceipt,
} from './ExpenditureInputs.tsx';

const money = (cents: number) => formatCents(cents);
const itemOf = (r: ExpenditureRow) => r.purchasedItem ?? 'expenditure';

function useExpenditureForm(profileId: string, row: ExpenditureRow | null) {
  const receipt = useReceipt();
  const form = useSchemaForm<typeof expenditureForm, ExpenditureValues>(expenditureForm, {
    defaultValues: {
      ProfileId: profileId,
      StaffId: row?.staffId ?? '',
      AmountProvidedByParticipant: row ? centsToInput(row.amountProvidedByParticipantCents) : '',
      AmountReturnedToParticipant: row ? centsToInput(row.amountReturnedToParticipantCents) : '',
      AmountSpent: row ? centsToInput(row.amountSpentCents) : '',
      PurchaseDate: row?.purchaseDate ?? '',
      PurchasedItem: row?.purchasedItem ?? '',
      ReasonIfNoReciept: row?.reasonIfNoReciept ?? '',
    },
  });
  return {
    form,
    // The amounts go as typed (the server reads them), with the receipt beside them.
    save: () => {
      const input = { ...form.getValues(), ReceiptFile: receipt.file, RemoveReceipt: receipt.remove };
      return row ? editExpenditure(row.participantExpenditureId, input) : addExpenditure(input);
    },
    extra: receipt,
    blocked: receipt.error !== null,
    onFailure: (error: unknown) => {
      const serverReceipt = (error as { fieldErrors?: Record<string, string> }).fieldErrors?.ReceiptFile;
      if (serverReceipt) {
        receipt.setError(serverReceipt);
      }
    },
  };
}

/** Participant Expenditure (spec 2 §2): money handled for the client, with receipt images; staff and the three amounts required, receipt .jpg, .jpeg, .png (§5). */
export const EXPENDITURE: RecordKind<ExpenditureRow, ExpenditureValues, ExpenditureForm, Receipt> = {
  list: 'expenditure',
  fetch: fetchExpenditures,
  access: CLIENT_RECORD_ACCESS,
  label: 'expenditure',
  idAccessor: 'participantExpenditureId',
  columns: [
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
  ],
  search: {
    accessors: ['purchasedItem', 'staffName', 'reasonIfNoReciept'],
    placeholder: 'Search by item or staff',
  },
  exportAs: { fileName: CARE_RECORD_EXPORTS.expenditure, title: 'Participant Expenditure' },
  noRecordsText: 'No expenditure recorded yet',
  addLabel: 'Add Expenditure',
  rowExpansion: (r) => (
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
  ),
  rowName: itemOf,
  rowExtra: (r, view) =>
    r.receiptUrl ? (
      <Tooltip label="Receipt">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`View the receipt for ${itemOf(r)}`}
          onClick={view}
        >
          <IconReceipt size={20} stroke={1.8} aria-hidden />
        </ActionIcon>
      </Tooltip>
    ) : null,
  view: {
    title: 'Receipt',
    render: (r) =>
      r?.receiptUrl ? (
        <Center>
          <Image src={r.receiptUrl} alt={`Receipt for ${itemOf(r)}`} fit="contain" mah="70vh" radius="sm" />
        </Center>
      ) : (
        <Text c="dimmed">No receipt was attached.</Text>
      ),
  },
  remove: {
    title: 'Delete this expenditure?',
    message: (r) =>
      `${itemOf(r)} (${money(r.amountSpentCents)} spent) will be removed. This cannot be undone.`,
    confirmLabel: 'Yes, delete',
    run: (r) => deleteExpenditure(r.participantExpenditureId),
  },
  form: {
    label: 'Expenditure',
    title: (row) => (row ? 'Edit expenditure' : 'Add expenditure'),
    addLabel: 'Add expenditure',
    useForm: useExpenditureForm,
    serverFields: EXPENDITURE_FIELDS,
    sections: (row) => [
      { key: 'staff', render: (form) => <StaffInput form={form} /> },
      { key: 'amounts', render: (form) => <AmountInputs form={form} /> },
      {
        key: 'purchase',
        cols: { base: 1, sm: 2 },
        fields: [
          { name: 'PurchaseDate', label: 'Purchase date', kind: 'date' },
          { name: 'PurchasedItem', label: 'Purchased item', placeholder: 'e.g. Groceries' },
        ],
      },
      { key: 'receipt', render: (_form, receipt) => <ReceiptInput row={row} receipt={receipt} /> },
      {
        name: 'ReasonIfNoReciept',
        label: 'Reason if no receipt',
        kind: 'textarea',
        minRows: 2,
        autosize: false,
      },
    ],
  },
};
