import { ATTENDANCE_MESSAGES, TIMESHEET_MESSAGES, type TimesheetAttendanceView } from '@care/domain';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { toasts } from '../../platform/toasts.ts';
import { reportFailure } from '../../shelf/dialog-support.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { instantOf } from '../attendance-admin/attendance-form.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { RosteredWorked } from './RosteredWorked.tsx';
import { adjustAttendance } from './timesheets-api.ts';

const T = TIMESHEET_MESSAGES;
const recordedText = (km: number | null | undefined) =>
  km === null || km === undefined ? 'Keep as recorded' : `Recorded: ${km}`;

/** A new km reading, or none to keep the recorded one. */
const newKm = z
  .string()
  .refine((v) => v.trim() === '' || Number.isFinite(Number(v.trim())), ATTENDANCE_MESSAGES.mustBeNumber);
const ADJUST = z.object({ clockIn: z.string(), clockOut: z.string(), startKm: newKm, endKm: newKm });
const BLANK = { clockIn: '', clockOut: '', startKm: '', endKm: '' };

/**
 * Adjust Attendance (spec 3 §2.2, §6): confirms the office's adjustment of an attendance a worker
 * asked to change, optionally with new clock times; its splits not yet approved become Adjusted.
 * Toasts 'Attendance adjusted' or 'Adjust Attendance failed' (§8).
 */
export function AdjustAttendanceDialog({
  row,
  zone,
  toleranceMinutes,
  opened,
  onClose,
  onDone,
}: {
  row: TimesheetAttendanceView | null;
  zone: string;
  toleranceMinutes: number;
  opened: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  // A change clears the km messages until the next confirm (they are not re-checked as typed).
  const form = useSchemaForm(ADJUST, { raw: true, reValidateMode: 'onSubmit', defaultValues: BLANK });
  const running = form.formState.isSubmitting;
  const { errors } = form.formState;
  const reasons = (row?.attendanceSplits ?? [])
    .map((s) => s.adjustmentReason)
    .filter((r): r is string => Boolean(r));

  const close = () => {
    form.reset(BLANK);
    onClose();
  };

  const confirm = form.handleSubmit(async (v) => {
    if (!row) {
      return;
    }
    try {
      await adjustAttendance(row.attendanceId, {
        clockIn: instantOf(v.clockIn, zone),
        clockOut: instantOf(v.clockOut, zone),
        startKm: v.startKm.trim(),
        endKm: v.endKm.trim(),
      });
      toasts.success(T.adjusted);
      await onDone();
    } catch (error) {
      reportFailure(error, T.adjustFailed);
    } finally {
      close();
    }
  });

  return (
    <ResponsiveModal
      opened={opened}
      onClose={() => (running ? undefined : close())}
      title="Adjust Attendance"
      size="lg"
    >
      <Stack gap="md">
        <Text>
          Mark the attendance of <strong>{row?.staff.fullName}</strong> as adjusted? Its shifts that are not
          approved yet go back to the worker as Adjusted.
        </Text>
        {row ? (
          <RosteredWorked
            shift={row.shiftRoster}
            worked={row}
            zone={zone}
            toleranceMinutes={toleranceMinutes}
          />
        ) : null}
        {reasons.length > 0 ? (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              The worker asked:
            </Text>
            {reasons.map((reason) => (
              <Text key={reason} fz="sm" c="dimmed">
                “{reason}”
              </Text>
            ))}
          </Stack>
        ) : null}
        <Text fz="sm" c="dimmed">
          To correct the times or kilometres as well, give the new values; leave them empty to keep the
          recorded ones.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimeField
            label="New Clock In"
            value={form.watch('clockIn')}
            onChange={(v) => form.setValue('clockIn', v)}
            placeholder="Keep as recorded"
          />
          <DateTimeField
            label="New Clock Out"
            value={form.watch('clockOut')}
            onChange={(v) => form.setValue('clockOut', v)}
            placeholder="Keep as recorded"
          />
          {(['startKm', 'endKm'] as const).map((key) => (
            <TextInput
              key={key}
              label={key === 'startKm' ? 'New Start Km' : 'New End Km'}
              size="md"
              inputMode="decimal"
              placeholder={recordedText(key === 'startKm' ? row?.startKm : row?.endKm)}
              {...form.register(key, { onChange: () => form.clearErrors() })}
              error={errors[key]?.message}
            />
          ))}
        </SimpleGrid>
        <DialogFooter>
          <Button variant="default" onClick={close} disabled={running}>
            No, cancel
          </Button>
          <Button loading={running} onClick={() => void confirm()}>
            Yes, adjust
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
