import '@mantine/dates/styles.css';
import { CANCELLATION_REASON_CODES, DATE_FORMATS, ROSTER_MESSAGES, type ShiftRosterView } from '@care/domain';
import { Alert, Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import {
  pickerValueOf,
  reportFailure,
  useRefreshRoster,
  wallTimeFromPicker,
  wallTimeOf,
} from '../../shelf/dialog-support.ts';
import { noticeText, shiftWhen } from '../../shelf/shift-display.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { cancelClientShift } from './shift-actions-api.ts';

const REASON_CODES = CANCELLATION_REASON_CODES.map((c) => ({
  value: c.code,
  label: `${c.label} (${c.code})`,
}));

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
  const [cancellationDate, setCancellationDate] = useState(() => wallTimeOf(new Date(), zone));
  const [reason, setReason] = useState('');
  const [reasonCode, setReasonCode] = useState<string>('NSDO');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ isShortNotice: boolean; noticeMinutes: number } | null>(null);

  const submit = async () => {
    if (!cancellationDate) {
      setErrors({ cancellationdate: ROSTER_MESSAGES.provideDate });
      return;
    }
    setErrors({});
    setRunning(true);
    try {
      const reply = await cancelClientShift(shift.shiftRosterId, cancellationDate, reason.trim(), reasonCode);
      await refresh();
      setResult({ isShortNotice: reply.isShortNotice, noticeMinutes: reply.noticeMinutes });
    } catch (error) {
      if (isApiError(error)) {
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k.toLowerCase(), v])),
        );
      }
      reportFailure(error, ROSTER_MESSAGES.cancelFailed);
    } finally {
      setRunning(false);
    }
  };

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
              value={pickerValueOf(cancellationDate)}
              onChange={(v) => {
                setCancellationDate(wallTimeFromPicker(v));
                setErrors({});
              }}
              error={errors.cancellationdate}
              popoverProps={{ withinPortal: true }}
            />
            <Select
              label="NDIS reason"
              size="md"
              data={REASON_CODES}
              value={reasonCode}
              allowDeselect={false}
              onChange={(v) => setReasonCode(v ?? 'NSDO')}
              error={errors.reasoncode}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label="Reason"
              size="md"
              autosize
              minRows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.reason}
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
