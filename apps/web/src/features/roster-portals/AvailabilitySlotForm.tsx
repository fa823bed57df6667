import { AVAILABILITY_MESSAGES, availabilityForm, slotProblem, WEEKDAY_NAMES } from '@care/domain';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import type { AvailabilitySlotValues } from '../roster/availability-api.ts';

type Values = { staffId: string; days: string; fromTimeOfDay: string; toTimeOfDay: string };
const FIELDS = ['days', 'fromTimeOfDay', 'toTimeOfDay'] as const;

/**
 * Day, from and to (spec 3 §5 "Availability add": all required, 'Input Fields cannot be empty'),
 * the end after the start as the weekly editor asks; a failed save reads as the spec's messages.
 */
export function AvailabilitySlotForm({
  staffId,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  staffId: string;
  initial?: AvailabilitySlotValues;
  submitLabel: string;
  onSave: (slot: AvailabilitySlotValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useSchemaForm<typeof availabilityForm, Values>(availabilityForm, {
    defaultValues: { staffId, days: '', fromTimeOfDay: '', toTimeOfDay: '', ...initial },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    const slot = {
      days: values.days,
      fromTimeOfDay: values.fromTimeOfDay.slice(0, 5),
      toTimeOfDay: values.toTimeOfDay.slice(0, 5),
    };
    const problem = slotProblem([slot]);
    if (problem) {
      form.setError('toTimeOfDay', { message: problem });
      return;
    }
    try {
      await onSave(slot);
      if (!initial) {
        form.reset({ staffId, days: values.days, fromTimeOfDay: '', toTimeOfDay: '' });
      }
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      const placed = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
      setFailed(placed ? null : (message ?? AVAILABILITY_MESSAGES.failed));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={submitLabel}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Controller
            control={form.control}
            name="days"
            render={({ field }) => (
              <Select
                label="Day"
                size="md"
                withAsterisk
                placeholder="Choose a day"
                data={[...WEEKDAY_NAMES]}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={errors.days?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            type="time"
            label="From"
            withAsterisk
            {...form.register('fromTimeOfDay')}
            error={errors.fromTimeOfDay?.message}
          />
          <TextInput
            type="time"
            label="To"
            withAsterisk
            {...form.register('toTimeOfDay')}
            error={errors.toTimeOfDay?.message}
          />
        </SimpleGrid>
        {failed ? (
          <Alert color="red" variant="light" role="alert" title={AVAILABILITY_MESSAGES.addFailed}>
            {failed}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
