import { ATTENDANCE_MESSAGES, TIMESHEET_MESSAGES, type TimesheetAttendanceView } from '@care/domain';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { reportFailure } from '../../shelf/dialog-support.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { instantOf } from '../attendance-admin/attendance-form.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { RosteredWorked } from './RosteredWorked.tsx';
import { adjustAttendance } from './timesheets-api.ts';

const T = TIMESHEET_MESSAGES;
const recordedText = (km: number | null | undefined) =>
  km === null || km === undefined ? 'Keep as recorded' : `Recorded: ${km}`;

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
  const [clockIn, setClockIn] = useState('');
  const [clockOut, setClockOut] = useState('');
  const [km, setKm] = useState({ startKm: '', endKm: '' });
  const [kmErrors, setKmErrors] = useState<{ startKm?: string; endKm?: string }>({});
  const [running, setRunning] = useState(false);
  const reasons = (row?.attendanceSplits ?? [])
    .map((s) => s.adjustmentReason)
    .filter((r): r is string => Boolean(r));

  const close = () => {
    setClockIn('');
    setClockOut('');
    setKm({ startKm: '', endKm: '' });
    setKmErrors({});
    onClose();
  };

  const confirm = async () => {
    if (!row) {
      return;
    }
    const found: { startKm?: string; endKm?: string } = {};
    for (const key of ['startKm', 'endKm'] as const) {
      if (km[key].trim() !== '' && !Number.isFinite(Number(km[key].trim()))) {
        found[key] = ATTENDANCE_MESSAGES.mustBeNumber;
      }
    }
    setKmErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    setRunning(true);
    try {
      await adjustAttendance(row.attendanceId, {
        clockIn: instantOf(clockIn, zone),
        clockOut: instantOf(clockOut, zone),
        startKm: km.startKm.trim(),
        endKm: km.endKm.trim(),
      });
      toasts.success(T.adjusted);
      await onDone();
    } catch (error) {
      reportFailure(error, T.adjustFailed);
    } finally {
      setRunning(false);
      close();
    }
  };

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
            value={clockIn}
            onChange={setClockIn}
            placeholder="Keep as recorded"
          />
          <DateTimeField
            label="New Clock Out"
            value={clockOut}
            onChange={setClockOut}
            placeholder="Keep as recorded"
          />
          {(['startKm', 'endKm'] as const).map((key) => (
            <TextInput
              key={key}
              label={key === 'startKm' ? 'New Start Km' : 'New End Km'}
              size="md"
              inputMode="decimal"
              placeholder={recordedText(key === 'startKm' ? row?.startKm : row?.endKm)}
              value={km[key]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setKm((k) => ({ ...k, [key]: value }));
                setKmErrors({});
              }}
              error={kmErrors[key]}
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
