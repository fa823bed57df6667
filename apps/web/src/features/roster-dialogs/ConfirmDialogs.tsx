import { formatCalendarDate, ROSTER_MESSAGES, type ShiftRosterView } from '@care/domain';
import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { RosterConfirm } from '../../shelf/RosterConfirm.tsx';
import type { RosterPeriod } from '../../shelf/shift-api.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import {
  approveCancellation,
  deleteFilteredShifts,
  deleteMultipleShifts,
  deleteShift,
  rejectCancellation,
} from './shift-actions-api.ts';

interface Steps {
  onCancel: () => void;
  onDone: () => void;
}

const ONLY_UPCOMING = 'Only upcoming shifts without attendance are deleted; the others are kept.';

/** Delete Shift Roster: the shift, or (for a series) it and the later shifts of its series. */
export function DeleteShiftDialog({ shift, ...steps }: { shift: ShiftRosterView } & Steps) {
  const zone = useTimeZone();
  const [applyTo, setApplyTo] = useState<'one' | 'series'>('one');
  return (
    <RosterConfirm
      {...steps}
      title="Delete Shift Roster"
      confirmLabel="Delete"
      danger
      failedTitle={ROSTER_MESSAGES.deleteFailed}
      call={() => deleteShift(shift.shiftRosterId, applyTo)}
      message={
        <Stack gap="sm">
          <Text>
            Delete the shift of {shift.staff?.fullName ?? 'no staff (open shift)'} with {shift.clients} on{' '}
            {shiftWhen(shift, zone)}?
          </Text>
          {shift.seriesId ? (
            <Radio.Group
              label="Delete"
              value={applyTo}
              onChange={(v) => setApplyTo(v === 'series' ? 'series' : 'one')}
            >
              <Stack gap={6} mt={6}>
                <Radio value="one" label="This shift" />
                <Radio value="series" label="This and later shifts of the series" />
              </Stack>
            </Radio.Group>
          ) : null}
        </Stack>
      }
    />
  );
}

/** Approve Shift Cancellation (the shift becomes Cancelled) or Reject (back to normal), spec 3 §4.2. */
export function DecideCancellationDialog({
  shift,
  decision,
  ...steps
}: { shift: ShiftRosterView; decision: 'approve' | 'reject' } & Steps) {
  const zone = useTimeZone();
  const who = shift.staff?.fullName ?? 'The staff member';
  const approve = decision === 'approve';
  return (
    <RosterConfirm
      {...steps}
      title={approve ? 'Approve Shift Cancellation' : 'Reject Shift Cancellation'}
      confirmLabel={approve ? 'Approve' : 'Reject'}
      cancelLabel="Not now"
      danger={approve}
      failedTitle={approve ? ROSTER_MESSAGES.cancelFailed : ROSTER_MESSAGES.rejectFailed}
      call={() =>
        approve ? approveCancellation(shift.shiftRosterId) : rejectCancellation(shift.shiftRosterId)
      }
      message={
        <Stack gap="xs">
          <Text>
            {who} asked to be released from the shift on {shiftWhen(shift, zone)}
            {shift.reason ? `: “${shift.reason}”` : '.'}
          </Text>
          <Text fw={500}>
            {approve
              ? 'Approve? The shift becomes Cancelled and can then be reassigned. They are told.'
              : 'Reject? The shift stays theirs as before. They are told.'}
          </Text>
        </Stack>
      }
    />
  );
}

/** Delete Multiple Shift: the selected shifts; the server keeps any that started or have attendance. */
export function DeleteMultipleDialog({ shifts, ...steps }: { shifts: ShiftRosterView[] } & Steps) {
  return (
    <RosterConfirm
      {...steps}
      title="Delete Multiple Shift"
      confirmLabel={`Delete ${shifts.length} shift${shifts.length === 1 ? '' : 's'}`}
      danger
      failedTitle={ROSTER_MESSAGES.deleteMultipleFailed}
      call={() => deleteMultipleShifts(shifts.map((s) => s.shiftRosterId))}
      message={`Delete the ${shifts.length} selected shift${shifts.length === 1 ? '' : 's'}? ${ONLY_UPCOMING}`}
    />
  );
}

/** Delete Filtered Shift: every shift of the applied filter's period (and staff/client). */
export function DeleteFilteredDialog({ period, ...steps }: { period: RosterPeriod } & Steps) {
  return (
    <RosterConfirm
      {...steps}
      title="Delete Filtered Shift"
      confirmLabel="Delete"
      danger
      failedTitle={ROSTER_MESSAGES.deleteMultipleFailed}
      call={() => deleteFilteredShifts(period)}
      message={`Delete the shifts of the filter, ${formatCalendarDate(period.fromDate)} to ${formatCalendarDate(
        period.toDate,
      )}${period.staffId || period.clientId ? ' for the chosen staff or client' : ''}? ${ONLY_UPCOMING}`}
    />
  );
}
