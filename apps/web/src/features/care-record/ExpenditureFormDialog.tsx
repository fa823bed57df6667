import { CARE_RECORD_MESSAGES, centsToInput, type ExpenditureRow, expenditureForm } from '@care/domain';
import { Anchor, Checkbox, FileInput, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { DateField } from '../../ui/DateField.tsx';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import {
  addExpenditure,
  type ExpenditureInput,
  editExpenditure,
  fetchStaffOptions,
} from './care-record-api.ts';
import { CHECK_FIELDS, RecordForm, saveFailure, useRefreshRecord } from './record-ui.tsx';

type Values = Omit<ExpenditureInput, 'ReceiptFile' | 'RemoveReceipt'>;
const FIELDS = [
  'StaffId',
  'AmountProvidedByParticipant',
  'AmountReturnedToParticipant',
  'AmountSpent',
  'PurchaseDate',
  'PurchasedItem',
  'ReasonIfNoReciept',
] as const;
const RECEIPT_NAME = /\.(jpe?g|png)$/i;

function ExpenditureFields({
  profileId,
  row,
  onDone,
}: {
  profileId: string;
  row: ExpenditureRow | null;
  onDone: () => void;
}) {
  const refresh = useRefreshRecord(profileId);
  const staff = useQuery({
    queryKey: ['care-record', 'staff-options'],
    queryFn: ({ signal }) => fetchStaffOptions(signal),
  });
  const [banner, setBanner] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [removeReceipt, setRemoveReceipt] = useState(false);
  const form = useSchemaForm<typeof expenditureForm, Values>(expenditureForm, {
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
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async () => {
      if (receiptError) {
        setBanner(CHECK_FIELDS);
        return;
      }
      setBanner(null);
      const input: ExpenditureInput = {
        ...form.getValues(),
        ReceiptFile: receipt,
        RemoveReceipt: removeReceipt,
      };
      try {
        await (row ? editExpenditure(row.participantExpenditureId, input) : addExpenditure(input));
        await refresh();
        onDone();
      } catch (error) {
        const message = saveFailure(error, FIELDS, form.setError);
        const serverReceipt = (error as { fieldErrors?: Record<string, string> }).fieldErrors?.ReceiptFile;
        if (serverReceipt) {
          setReceiptError(serverReceipt);
        }
        setBanner(message);
      }
    },
    () => setBanner(CHECK_FIELDS),
  );

  const amount = (
    name: 'AmountProvidedByParticipant' | 'AmountReturnedToParticipant' | 'AmountSpent',
    label: string,
  ) => (
    <TextInput
      label={label}
      withAsterisk
      size="md"
      inputMode="decimal"
      leftSection={<Text c="dimmed">$</Text>}
      placeholder="0.00"
      {...form.register(name)}
      error={errors[name]?.message}
    />
  );

  return (
    <RecordForm
      label="Expenditure"
      onSubmit={(e) => void submit(e)}
      banner={banner}
      submitting={isSubmitting}
      submitLabel={row ? 'Save changes' : 'Add expenditure'}
      onCancel={onDone}
    >
      <Controller
        control={form.control}
        name="StaffId"
        render={({ field }) => (
          <Select
            label="Staff"
            withAsterisk
            size="md"
            placeholder={staff.isPending ? 'Loading staff…' : 'Who handled the money'}
            data={(staff.data ?? []).map((s) => ({ value: s.staffId, label: s.fullName }))}
            searchable
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={errors.StaffId?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'end' }}>
        {amount('AmountProvidedByParticipant', 'Amount provided by participant')}
        {amount('AmountSpent', 'Amount spent')}
        {amount('AmountReturnedToParticipant', 'Amount returned to participant')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField control={form.control} name="PurchaseDate" label="Purchase date" />
        <FormFields
          form={form}
          fields={[{ name: 'PurchasedItem', label: 'Purchased item', placeholder: 'e.g. Groceries' }]}
        />
      </SimpleGrid>
      <FileInput
        label="Receipt"
        description=".jpg, .jpeg or .png"
        size="md"
        clearable
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        placeholder={
          row?.receiptUrl && !removeReceipt ? 'Replace the receipt' : 'Choose a photo of the receipt'
        }
        leftSection={<IconPhoto size={18} stroke={1.8} aria-hidden />}
        value={receipt}
        onChange={(file) => {
          setReceipt(file);
          setReceiptError(file && !RECEIPT_NAME.test(file.name) ? CARE_RECORD_MESSAGES.receiptType : null);
        }}
        error={receiptError}
      />
      {row?.receiptUrl && !receipt ? (
        <Group gap="md">
          <Anchor href={row.receiptUrl} target="_blank" fz="sm">
            Current receipt
          </Anchor>
          <Checkbox
            label="Remove the current receipt"
            checked={removeReceipt}
            onChange={(e) => setRemoveReceipt(e.currentTarget.checked)}
          />
        </Group>
      ) : null}
      <FormFields
        form={form}
        fields={[
          {
            name: 'ReasonIfNoReciept',
            label: 'Reason if no receipt',
            kind: 'textarea',
            minRows: 2,
            autosize: false,
          },
        ]}
      />
    </RecordForm>
  );
}

/** Add and Edit expenditure (spec 2 §5: staff and the three amounts required; receipt .jpg, .jpeg, .png). */
export function ExpenditureFormDialog({
  profileId,
  opened,
  editing,
  onClose,
}: {
  profileId: string;
  opened: boolean;
  editing: ExpenditureRow | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit expenditure' : 'Add expenditure'}
      closeOnClickOutside={false}
    >
      {opened ? <ExpenditureFields profileId={profileId} row={editing} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
