import { ATTENDANCE_MESSAGES, type ShiftRosterView } from '@care/domain';
import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { reportFailure, useRefreshRoster, wallTimeOf } from '../../shelf/dialog-support.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { AttendanceFields } from './AttendanceFields.tsx';
import { markAttendance } from './attendance-api.ts';
import { instantOf, markFormErrors } from './attendance-form.ts';
import { PayFactsFields } from './PayFactsFields.tsx';
import { NO_PAY_FACTS_FORM, payFactsFormErrors, payFactsToSend } from './pay-facts-form.ts';
import { useAttendanceForm } from './useAttendanceForm.ts';

/**
 * Mark Staff Attendance (spec 3 §2.1, §5): the office records an attendance for a shift the staff
 * member could not clock into. Times start at the shift's; both km readings are required; Submit
 * waits for the tick that confirms this is the last resort.
 */
export function MarkAttendanceDialog({
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
  const { form, values, errors, change, showServerErrors } = useAttendanceForm(
    {
      clockIn: wallTimeOf(shift.dateFrom, zone),
      clockOut: wallTimeOf(shift.dateTo, zone),
      startKm: '',
      endKm: '',
      report: '',
      ...NO_PAY_FACTS_FORM,
      image: null,
    },
    (v) => ({ ...markFormErrors(v, zone), ...payFactsFormErrors(v, zone, shift.isNightShift) }),
    'changed',
  );
  const [confirmed, setConfirmed] = useState(false);
  const running = form.formState.isSubmitting;
  const who = shift.staff?.fullName ?? 'The staff member';

  const submit = form.handleSubmit(async (v) => {
    if (!confirmed) {
      return;
    }
    try {
      await markAttendance(shift.shiftRosterId, {
        clockIn: instantOf(v.clockIn, zone),
        clockOut: instantOf(v.clockOut, zone),
        startKm: v.startKm.trim(),
        endKm: v.endKm.trim(),
        report: v.report.trim(),
        ...payFactsToSend(v, zone, shift.isNightShift),
        staffId: shift.staffId,
        companyID: shift.companyId,
      });
    } catch (error) {
      showServerErrors(error);
      reportFailure(error, ATTENDANCE_MESSAGES.markFailed);
      return;
    }
    await refresh();
    onDone();
  });

  return (
    <ResponsiveModal
      opened
      onClose={() => (running ? undefined : onCancel())}
      title="Mark Staff Attendance"
      size="lg"
      closeOnClickOutside={!running}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {shift.staff?.fullName ?? 'Open shift'} · {shift.clients} · {shiftWhen(shift, zone)}
        </Text>
        <Alert
          color="orange"
          variant="light"
          title="Marking attendance is the last resort"
          icon={<IconAlertTriangle size={20} aria-hidden />}
        >
          Use it only when {who} could not clock in on the phone and technical support has been told. The
          attendance is recorded as marked by the office, without a location.
        </Alert>
        <AttendanceFields values={values} errors={errors} onChange={change} kmRequired clockOutRequired />
        <PayFactsFields
          values={values}
          errors={errors}
          onChange={change}
          sleepover={shift.isNightShift}
          clockIn={values.clockIn}
        />
        <Checkbox
          size="md"
          color="orange"
          checked={confirmed}
          onChange={(e) => setConfirmed(e.currentTarget.checked)}
          label={`I confirm ${who} failed to clock in on the phone and technical support was told`}
        />
        <DialogFooter>
          <Button variant="default" onClick={onCancel} disabled={running}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={running} disabled={!confirmed}>
            Submit
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
