import { cancellationRequestQuery, ROSTER_MESSAGES, type ShiftRosterView } from '@care/domain';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { shiftTimes } from '../../shelf/portal-dates.ts';
import { ROSTER_KEY } from '../../shelf/shift-api.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { requestCancellation } from './cancellation-api.ts';

/** The request's reason, required (the domain's check of the request). */
const REASON = cancellationRequestQuery.pick({ reason: true });

/**
 * A staff member asks to be released from a shift (spec 3 §2.4, §7.5 shift_cancellation): the
 * reason is required; the shift then waits as Pending for an administrator's decision.
 */
export function CancelShiftDialog({
  shift,
  zone,
  onClose,
}: {
  shift: ShiftRosterView | null;
  zone: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(REASON, { defaultValues: { reason: '' } });
  const sending = form.formState.isSubmitting;
  const [failure, setFailure] = useState<string | null>(null);
  const { reset } = form;

  // Each shift's request starts blank.
  useEffect(() => {
    if (shift) {
      reset({ reason: '' });
      setFailure(null);
    }
  }, [shift, reset]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!shift) {
      return;
    }
    setFailure(null);
    try {
      await requestCancellation(shift.shiftRosterId, reason);
      await queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.reason) {
        form.setError('reason', { type: 'server', message: fields.reason });
      } else {
        setFailure(isApiError(error) && error.fromServer ? error.message : ROSTER_MESSAGES.cancelFailed);
      }
    }
  });

  return (
    <ResponsiveModal
      opened={shift !== null}
      onClose={() => (sending ? undefined : onClose())}
      title="Cancel shift"
      size="md"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          {shift ? (
            <Text fz="sm" c="dimmed">
              {shift.clients} · {shiftTimes(shift, zone)}. Your administrator decides on the request and you
              will be told either way.
            </Text>
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
            data-autofocus
          />
          <DialogFooter>
            <Button variant="default" onClick={onClose} disabled={sending}>
              Keep shift
            </Button>
            <Button type="submit" color="red" loading={sending}>
              Request cancellation
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
