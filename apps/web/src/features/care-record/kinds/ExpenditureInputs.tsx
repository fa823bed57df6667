import { CARE_RECORD_MESSAGES, type ExpenditureForm, type ExpenditureRow } from '@care/domain';
import { Anchor, Checkbox, FileInput, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { type ExpenditureInput, fetchStaffOptions } from '../care-record-api.ts';

export type ExpenditureValues = Omit<ExpenditureInput, 'ReceiptFile' | 'RemoveReceipt'>;
type Form = UseFormReturn<ExpenditureValues, unknown, ExpenditureForm>;
const RECEIPT_NAME = /\.(jpe?g|png)$/i;

/** Who handled the money: the company's staff, loaded when the form opens. */
export function StaffInput({ form }: { form: Form }) {
  const staff = useQuery({
    queryKey: ['care-record', 'staff-options'],
    queryFn: ({ signal }) => fetchStaffOptions(signal),
  });
  return (
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
          error={form.formState.errors.StaffId?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

const AMOUNTS = [
  ['AmountProvidedByParticipant', 'Amount provided by participant'],
  ['AmountSpent', 'Amount spent'],
  ['AmountReturnedToParticipant', 'Amount returned to participant'],
] as const;

/** The three amounts, in dollars as typed (the schema reads them as cents). */
export function AmountInputs({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'end' }}>
      {AMOUNTS.map(([name, label]) => (
        <TextInput
          key={name}
          label={label}
          withAsterisk
          size="md"
          inputMode="decimal"
          leftSection={<Text c="dimmed">$</Text>}
          placeholder="0.00"
          {...form.register(name)}
          error={form.formState.errors[name]?.message}
        />
      ))}
    </SimpleGrid>
  );
}

/** The receipt image (a file, outside the schema): chosen, checked by its name, or the current one removed. */
export function useReceipt() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove, setRemove] = useState(false);
  return {
    file,
    error,
    remove,
    setRemove,
    choose: (chosen: File | null) => {
      setFile(chosen);
      setError(chosen && !RECEIPT_NAME.test(chosen.name) ? CARE_RECORD_MESSAGES.receiptType : null);
    },
    setError,
  };
}
export type Receipt = ReturnType<typeof useReceipt>;

/** The receipt's input, and on edit the current receipt with a way to remove it. */
export function ReceiptInput({ row, receipt }: { row: ExpenditureRow | null; receipt: Receipt }) {
  return (
    <>
      <FileInput
        label="Receipt"
        description=".jpg, .jpeg or .png"
        size="md"
        clearable
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        placeholder={
          row?.receiptUrl && !receipt.remove ? 'Replace the receipt' : 'Choose a photo of the receipt'
        }
        leftSection={<IconPhoto size={18} stroke={1.8} aria-hidden />}
        value={receipt.file}
        onChange={receipt.choose}
        error={receipt.error}
      />
      {row?.receiptUrl && !receipt.file ? (
        <Group gap="md">
          <Anchor href={row.receiptUrl} target="_blank" fz="sm">
            Current receipt
          </Anchor>
          <Checkbox
            label="Remove the current receipt"
            checked={receipt.remove}
            onChange={(e) => receipt.setRemove(e.currentTarget.checked)}
          />
        </Group>
      ) : null}
    </>
  );
}
