import type { ShiftRosterView } from '@care/domain';
import { Stack, Text } from '@mantine/core';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { RosterConfirm } from '../../shelf/RosterConfirm.tsx';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { unmarkAttendance } from './attendance-api.ts';

/** Failure title of Unmark Attendance (spec 3 §8 names none; it is the same family as marking). */
export const UNMARK_FAILED = 'Error Unmarking Attendance';

/** Unmark Attendance (spec 3 §2.1): the shift's attendance and its splits go; the shift reads Absent. */
export function UnmarkAttendanceDialog({
  shift,
  onCancel,
  onDone,
}: {
  shift: ShiftRosterView;
  onCancel: () => void;
  onDone: () => void;
}) {
  const zone = useTimeZone();
  return (
    <RosterConfirm
      title="Unmark Attendance"
      confirmLabel="Unmark"
      danger
      failedTitle={UNMARK_FAILED}
      call={() => unmarkAttendance(shift.shiftRosterId)}
      onCancel={onCancel}
      onDone={onDone}
      message={
        <Stack gap="xs">
          <Text>
            Remove the attendance of {shift.staff?.fullName ?? 'the staff member'} at the shift with{' '}
            {shift.clients} on {shiftWhen(shift, zone)}?
          </Text>
          <Text fz="sm" c="dimmed">
            Its clock times, kilometres and splits are removed, and the shift shows as Absent.
          </Text>
        </Stack>
      }
    />
  );
}
