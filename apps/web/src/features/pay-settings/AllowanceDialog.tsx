import { ALLOWANCE_LABELS, type AllowanceRateView, allowanceEditSchema, centsToInput } from '@care/domain';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { editAllowance, PAY_KEY } from './pay-settings-api.ts';

type Values = { amount: string; appliesFrom: string; appliesTo: string; source: string; pending: boolean };

function AllowanceForm({ row, onDone }: { row: AllowanceRateView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof allowanceEditSchema, Values>(allowanceEditSchema, {
    raw: true,
    defaultValues: {
      amount: centsToInput(row.amountCents),
      appliesFrom: row.appliesFrom,
      appliesTo: row.appliesTo ?? '',
      source: row.source,
      pending: row.pending,
    },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['amount', 'appliesFrom', 'appliesTo', 'source'],
    (values) => editAllowance(row.allowanceId, values),
    async () => {
      await queryClient.invalidateQueries({ queryKey: PAY_KEY });
      onDone();
    },
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Edit allowance">
      <Stack gap="md">
        <FormField
          field={{
            name: 'amount',
            label: `Amount ${ALLOWANCE_LABELS[row.kind].unit}`,
            inputMode: 'decimal',
            required: true,
            short: true,
          }}
          {...f}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            field={{ name: 'appliesFrom', label: 'Applies from', kind: 'date', required: true }}
            {...f}
          />
          <FormField
            field={{
              name: 'appliesTo',
              label: 'Last day',
              kind: 'date',
              description: 'Only for a temporary rate',
            }}
            {...f}
          />
        </SimpleGrid>
        <FormField
          field={{ name: 'source', label: 'Source', kind: 'textarea', required: true, minRows: 2 }}
          {...f}
        />
        <FormField
          field={{
            name: 'pending',
            label: 'Pending: not paid until confirmed',
            kind: 'switch',
            description:
              'Turn it off once you have confirmed the amount against the award or the FWO pay guide',
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save allowance
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** Edit an allowance row (amount, dates, source, pending). */
export function AllowanceDialog({ row, onClose }: { row: AllowanceRateView | null; onClose: () => void }) {
  return (
    <ResponsiveModal
      opened={row !== null}
      onClose={onClose}
      title={row ? `Edit ${ALLOWANCE_LABELS[row.kind].label.toLowerCase()} allowance (${row.year})` : ''}
      closeOnClickOutside={false}
    >
      {row ? <AllowanceForm row={row} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
