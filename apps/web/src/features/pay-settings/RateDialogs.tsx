import {
  type ClassificationRateView,
  centsToInput,
  classificationLabel,
  classificationRateEditSchema,
  enableRateSchema,
  rateDollars,
} from '@care/domain';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { editRate, enableRate, PAY_KEY } from './pay-settings-api.ts';

type EditValues = Record<'weekly' | 'hourly' | 'appliesFrom' | 'source', string>;

function EditRateForm({ row, onDone }: { row: ClassificationRateView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof classificationRateEditSchema, EditValues>(classificationRateEditSchema, {
    raw: true,
    defaultValues: {
      weekly: row.weeklyCents === null ? '' : centsToInput(row.weeklyCents),
      hourly: centsToInput(row.hourlyCents),
      appliesFrom: row.appliesFrom,
      source: row.source,
    },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['weekly', 'hourly', 'appliesFrom', 'source'],
    (values) => editRate(row.rateId, values),
    async () => {
      await queryClient.invalidateQueries({ queryKey: PAY_KEY });
      onDone();
    },
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Edit rate">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            field={{
              name: 'weekly',
              label: 'Weekly rate',
              inputMode: 'decimal',
              description: 'Leave empty if not known',
            }}
            {...f}
          />
          <FormField
            field={{
              name: 'hourly',
              label: 'Hourly rate',
              inputMode: 'decimal',
              required: true,
              description: 'Weekly ÷ 38, to the cent',
            }}
            {...f}
          />
        </SimpleGrid>
        <FormField
          field={{
            name: 'appliesFrom',
            label: 'Applies from',
            kind: 'date',
            required: true,
            description: 'The first full pay period starting on or after this date',
          }}
          {...f}
        />
        <FormField
          field={{ name: 'source', label: 'Source', kind: 'textarea', required: true, minRows: 2 }}
          {...f}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save rate
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

function EnableRateForm({ row, onDone }: { row: ClassificationRateView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof enableRateSchema, { checkedAgainst: string }>(enableRateSchema, {
    raw: true,
    defaultValues: { checkedAgainst: '' },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['checkedAgainst'],
    (values) => enableRate(row.rateId, values),
    async () => {
      await queryClient.invalidateQueries({ queryKey: PAY_KEY });
      onDone();
    },
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Enable rate">
      <Stack gap="md">
        <Text fz="sm">
          {rateDollars(row.hourlyCents)} an hour
          {row.weeklyCents === null ? '' : ` (${rateDollars(row.weeklyCents)} a week)`}. Check it against the
          Fair Work Ombudsman’s pay guide for MA000100 first; what you checked it against is kept with the row
          and in the activity log.
        </Text>
        <FormField
          field={{
            name: 'checkedAgainst',
            label: 'Checked against',
            required: true,
            placeholder: 'FWO pay guide MA000100, 1 July 2026',
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Enable rate
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** Edit a classification row, or enable one that shipped disabled. */
export function RateDialog({
  row,
  mode,
  onClose,
}: {
  row: ClassificationRateView | null;
  mode: 'edit' | 'enable';
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={row !== null}
      onClose={onClose}
      title={row ? `${mode === 'edit' ? 'Edit' : 'Enable'} ${classificationLabel(row)} (${row.year})` : ''}
      closeOnClickOutside={false}
    >
      {row ? (
        mode === 'edit' ? (
          <EditRateForm row={row} onDone={onClose} />
        ) : (
          <EnableRateForm row={row} onDone={onClose} />
        )
      ) : null}
    </ResponsiveModal>
  );
}
