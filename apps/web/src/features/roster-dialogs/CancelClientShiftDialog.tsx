import '@mantine/dates/styles.css';
import {
  CANCELLATION_REASON_CODES,
  clientCancellationQuery,
  DATE_FORMATS,
  ROSTER_MESSAGES,
  type ShiftRosterView,
} from '@care/domain';
import { Alert, Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import {
  pickerValueOf,
  reportFailure,
  useRefreshRoster,
  wallTimeFromPicker,
  wallTimeOf,
} from '../../shelf/dialog-support.ts';
import { noticeText, shiftWhen } from '../../shelf/shift-display.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { cancelClientShift } from './shift-actions-api.ts';

const REASON_CODES = CANCELLATION_REASON_CODES.map((c) => ({
  value: c.code,
  label: `${c.label} (${c.code})`,
}));

/** When the client told (required), why, and the NDIS code: the domain's check of the cancellation. */
const CANCELLATION = clientCancellationQuery.pick({ cancellationDate: true, reason: true, reasonCode: true });
const FIELDS = ['cancellationDate', 'reason', 'reasonCode'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/**
 * Cancel Shift, the client's (spec 3 §5: 'Please Provide A Date', with a reason): when the client
 * told, why, and the NDIS reason code. The reply says how much notice that was and whether it is a
 * short-notice cancellation (under 7 days), which the dialog then shows.
 */
export function CancelClientShiftDialog({
  shift,
  onCancel,
  onDone,
}: {
  shift: ShiftRosterView;
  onCancel: () => void;
  onDone: () => void;
}) {
  const zone = useTimeZone();
  const refresh = useRefreshRoster();
  // The client usually calls now: the field starts at this minute in the company's zone.
  const form = useSchemaForm<typeof CANCELLATION, Values>(CANCELLATION, {
    raw: true,
    defaultValues: { cancellationDate: wallTimeOf(new Date(), zone), reason: '', reasonCode: 'NSDO' },
  });
  const { errors, isSubmitting: running } = form.formState;
  const [result, setResult] = useState<{ isShortNotice: boolean; noticeMinutes: number } | null>(null);

  const submit = form.handleSubmit(async ({ cancellationDate, reason, reasonCode }) => {
    try {
      const reply = await cancelClientShift(shift.shiftRosterId, cancellationDate, reason.trim(), reasonCode);
      await refresh();
      setResult({ isShortNotice: reply.isShortNotice, noticeMinutes: reply.noticeMinutes });
    } catch (error) {
      applyServerErrors(error, FIELDS, form.setError);
      reportFailure(error, ROSTER_MESSAGES.cancelFailed);
    }
  });

  return (
    <ResponsiveModal
      opened
      onClose={result ? onDone : onCancel}
      title="Cancel Shift"
      size="md"
      closeOnClickOutside={!running}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {shift.staff?.fullName ?? 'Open shift'} · {shift.clients} · {shiftWhen(shift, zone)}
        </Text>
        {result ? (
          <>
            <Alert color={result.isShortNotice ? 'orange' : 'teal'} variant="light" title="Shift cancelled">
              The client gave {noticeText(result.noticeMinutes)} notice
              {result.isShortNotice ? ': a short-notice cancellation (less than 7 days).' : '.'}
            </Alert>
            <DialogFooter>
              <Button onClick={onDone}>Close</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DateTimePicker
              label="Cancellation date"
              description="When the client told you"
              withAsterisk
              size="md"
              valueFormat={DATE_FORMATS.dateTime}
              timePickerProps={{ format: '12h' }}
              leftSection={<IconCalendarTime size={18} stroke={1.8} aria-hidden />}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the cancellation date' }}
              value={pickerValueOf(form.watch('cancellationDate'))}
              onChange={(v) => {
                form.setValue('cancellationDate', wallTimeFromPicker(v));
                form.clearErrors();
              }}
              error={errors.cancellationDate?.message}
              popoverProps={{ withinPortal: true }}
            />
            <Select
              label="NDIS reason"
              size="md"
              data={REASON_CODES}
              value={form.watch('reasonCode')}
              allowDeselect={false}
              onChange={(v) => form.setValue('reasonCode', v ?? 'NSDO')}
              error={errors.reasonCode?.message}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label="Reason"
              size="md"
              autosize
              minRows={2}
              maxLength={1000}
              {...form.register('reason')}
              error={errors.reason?.message}
            />
            <DialogFooter>
              <Button variant="default" onClick={onCancel} disabled={running}>
                Keep the shift
              </Button>
              <Button color="red" onClick={() => void submit()} loading={running}>
                Cancel Shift
              </Button>
            </DialogFooter>
          </>
        )}
      </Stack>
    </ResponsiveModal>
  );
}
