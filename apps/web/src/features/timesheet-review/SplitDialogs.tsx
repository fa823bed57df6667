import {
  ATTENDANCE_MESSAGES,
  formatTicks,
  type TimesheetSplitView,
  type WorkedSpan,
  zonedWallTimeToInstant,
} from '@care/domain';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RosteredWorked } from '../timesheets/RosteredWorked.tsx';
import { whenText } from './review-format.ts';

function SplitLine({ split, zone }: { split: TimesheetSplitView; zone: string }) {
  return (
    <Text fz="sm" c="dimmed">
      {split.shiftRoster.clients}: {whenText(split.clockIn, zone)} – {whenText(split.clockOut, zone)} (
      {formatTicks(split.duration)})
    </Text>
  );
}

/**
 * Adjust Attendance (spec 3 §2.3, §6): the office confirms the adjustment of an attendance whose
 * worker asked for one, optionally with new clock times (in the company zone); empty keeps them.
 */
export function AdjustAttendanceDialog({
  split,
  worked,
  toleranceMinutes,
  zone,
  onAdjust,
  onClose,
}: {
  split: TimesheetSplitView | null;
  /** The whole attendance of the split (all its splits), compared with the roster. */
  worked: WorkedSpan | undefined;
  toleranceMinutes: number;
  zone: string;
  onAdjust: (attendanceId: string, times: { clockIn?: string; clockOut?: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const [clockIn, setClockIn] = useState('');
  const [clockOut, setClockOut] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (split) {
      setClockIn('');
      setClockOut('');
      setError(null);
    }
  }, [split]);

  const submit = async () => {
    if (!split) {
      return;
    }
    const times = {
      clockIn: clockIn ? zonedWallTimeToInstant(clockIn, zone).toISOString() : undefined,
      clockOut: clockOut ? zonedWallTimeToInstant(clockOut, zone).toISOString() : undefined,
    };
    if (times.clockIn && times.clockOut && Date.parse(times.clockOut) <= Date.parse(times.clockIn)) {
      setError(ATTENDANCE_MESSAGES.clockOutAfterIn);
      return;
    }
    setRunning(true);
    await onAdjust(split.attendanceId, times);
    setRunning(false);
    onClose();
  };

  return (
    <Modal
      opened={split !== null}
      onClose={() => (running ? undefined : onClose())}
      title={
        <Text fw={700} fz="lg">
          Adjust Attendance
        </Text>
      }
      centered
      radius="lg"
    >
      {split ? (
        <Stack gap="md">
          <SplitLine split={split} zone={zone} />
          <RosteredWorked
            shift={split.shiftRoster}
            worked={worked ?? split}
            zone={zone}
            toleranceMinutes={toleranceMinutes}
          />
          <Text fz="sm">
            <strong>{split.staffName} asked:</strong> {split.adjustmentReason || 'No details given.'}
          </Text>
          <Text fz="sm">
            Set new clock times if they need to change, or leave them empty to keep the recorded times. Every
            shift of this attendance that is not approved becomes Adjusted and goes back to the worker.
          </Text>
          <TextInput
            type="datetime-local"
            label="New clock-in (optional)"
            value={clockIn}
            onChange={(e) => setClockIn(e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label="New clock-out (optional)"
            value={clockOut}
            error={error}
            onChange={(e) => {
              setClockOut(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={running}>
              Cancel
            </Button>
            <Button color="orange" loading={running} onClick={() => void submit()}>
              Adjust Attendance
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Request Adjustment (spec 3 §2.4): the worker says what should change (optional) and sends it. */
export function RequestAdjustmentDialog({
  split,
  zone,
  onRequest,
  onClose,
}: {
  split: TimesheetSplitView | null;
  zone: string;
  onRequest: (splitId: string, reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (split) {
      setReason('');
    }
  }, [split]);

  const submit = async () => {
    if (!split) {
      return;
    }
    setRunning(true);
    await onRequest(split.attendanceSplitId, reason);
    setRunning(false);
    onClose();
  };

  return (
    <Modal
      opened={split !== null}
      onClose={() => (running ? undefined : onClose())}
      title={
        <Text fw={700} fz="lg">
          Request Adjustment
        </Text>
      }
      centered
      radius="lg"
    >
      {split ? (
        <Stack gap="md">
          <SplitLine split={split} zone={zone} />
          <Textarea
            label="What should change?"
            description="For example the real finish time, or kilometres left out. The office adjusts it and sends it back to you."
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={running}>
              Cancel
            </Button>
            <Button loading={running} onClick={() => void submit()}>
              Send request
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
