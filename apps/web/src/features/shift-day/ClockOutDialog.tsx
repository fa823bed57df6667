import { clockOutFormSchema, DATE_FORMATS, dayjs } from '@care/domain';
import { Alert, Button, Checkbox, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { failureMessage } from './clock-actions.ts';

type Values = {
  early: boolean;
  kmAsked: boolean;
  drove: boolean;
  startKm: string;
  endKm: string;
  leftEarlyReason: string;
};
/** What the worker said: the kilometres when they drove, the reason when leaving early. */
export interface ClockOutAnswers {
  km: { startKm: number; endKm: number } | null;
  leftEarlyReason: string | null;
}
const FIELDS = ['startKm', 'endKm', 'leftEarlyReason'] as const;

/**
 * Clock Out (issue 26): the kilometres only when the worker drove, or always when the company
 * asks them of everyone; a reason when leaving before the end less the tolerance, which the
 * office reads on its Today list and the attendance.
 */
export function ClockOutDialog({
  opened,
  early,
  kmAsked,
  endsAt,
  zone,
  onSave,
  onClose,
}: {
  opened: boolean;
  /** Clocking out now is before the end less the tolerance. */
  early: boolean;
  /** The company asks every worker the kilometres. */
  kmAsked: boolean;
  endsAt: string;
  zone: string;
  onSave: (answers: ClockOutAnswers) => Promise<unknown>;
  onClose: () => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useSchemaForm<typeof clockOutFormSchema, Values>(clockOutFormSchema, {
    defaultValues: { early, kmAsked, drove: false, startKm: '', endKm: '', leftEarlyReason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const drove = form.watch('drove');

  useEffect(() => {
    if (opened) {
      setFailed(null);
      form.reset({ early, kmAsked, drove: false, startKm: '', endKm: '', leftEarlyReason: '' });
    }
  }, [opened, early, kmAsked, form]);

  const submit = form.handleSubmit(async (v) => {
    setFailed(null);
    try {
      await onSave({
        km:
          (v.kmAsked || v.drove) && v.startKm !== null && v.endKm !== null
            ? { startKm: v.startKm, endKm: v.endKm }
            : null,
        leftEarlyReason: v.early ? v.leftEarlyReason : null,
      });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      setFailed(message ?? failureMessage(error));
    }
  });
  const showKm = kmAsked || drove;

  return (
    <ResponsiveModal
      opened={opened}
      onClose={() => (isSubmitting ? undefined : onClose())}
      title="Clock Out"
      size="md"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Clock Out">
        <Stack gap="md">
          {failed ? (
            <Alert color="red" variant="light" role="alert">
              {failed}
            </Alert>
          ) : null}
          {early ? (
            <Stack gap={6}>
              <Alert color="yellow" variant="light" title="Before the end of the shift">
                This shift ends at {dayjs(endsAt).tz(zone).format(DATE_FORMATS.time)}. Say why you are leaving
                early: the office reads it.
              </Alert>
              <Textarea
                label="Reason for leaving early"
                withAsterisk
                autosize
                minRows={2}
                size="md"
                {...form.register('leftEarlyReason')}
                error={errors.leftEarlyReason?.message}
                data-autofocus
              />
            </Stack>
          ) : null}
          {kmAsked ? (
            <Text fz="sm" c="dimmed">
              Enter the kilometres for this shift: the readings at its start and at its end.
            </Text>
          ) : (
            <Checkbox label="I drove for this shift" size="md" {...form.register('drove')} />
          )}
          {showKm ? (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Start km"
                size="md"
                withAsterisk
                inputMode="decimal"
                autoComplete="off"
                {...form.register('startKm')}
                error={errors.startKm?.message}
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
          ) : null}
          <DialogFooter>
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Clock Out
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
