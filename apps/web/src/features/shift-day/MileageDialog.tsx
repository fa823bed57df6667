import { mileageSchema } from '@care/domain';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { failureMessage } from './clock-actions.ts';

type Values = { startKm: string; endKm: string };
export type Mileage = { startKm: number; endKm: number };
const FIELDS = ['startKm', 'endKm'] as const;

/**
 * The mileage prompt (spec 3 §4.3, §5 "Mileage fields"): Start km and End km, both required and
 * numeric. Used at clock-out and to correct the km of an attendance.
 */
export function MileageDialog({
  opened,
  title,
  intro,
  submitLabel,
  initial,
  onSave,
  onClose,
}: {
  opened: boolean;
  title: string;
  intro?: string;
  submitLabel: string;
  initial?: { startKm: number | null; endKm: number | null };
  /** Resolves when done; a throw keeps the dialog open with the message. */
  onSave: (km: Mileage) => Promise<unknown>;
  onClose: () => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useSchemaForm<typeof mileageSchema, Values>(mileageSchema, {
    defaultValues: { startKm: '', endKm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // Each opening starts from the recorded readings (or blank).
  useEffect(() => {
    if (opened) {
      setFailed(null);
      form.reset({
        startKm: initial?.startKm == null ? '' : String(initial.startKm),
        endKm: initial?.endKm == null ? '' : String(initial.endKm),
      });
    }
  }, [opened, initial?.startKm, initial?.endKm, form]);

  const submit = form.handleSubmit(async (km) => {
    setFailed(null);
    try {
      await onSave(km);
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      setFailed(message ?? failureMessage(error));
    }
  });

  return (
    <ResponsiveModal
      opened={opened}
      onClose={() => (isSubmitting ? undefined : onClose())}
      title={title}
      size="md"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
        <Stack gap="md">
          {intro ? (
            <Text fz="sm" c="dimmed">
              {intro}
            </Text>
          ) : null}
          {failed ? (
            <Alert color="red" variant="light" role="alert">
              {failed}
            </Alert>
          ) : null}
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Start km"
              size="md"
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              {...form.register('startKm')}
              error={errors.startKm?.message}
              data-autofocus
            />
            <TextInput
              label="End km"
              size="md"
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              {...form.register('endKm')}
              error={errors.endKm?.message}
            />
          </SimpleGrid>
          <DialogFooter>
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
