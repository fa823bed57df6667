import { ATTENDANCE_MESSAGES, type AttendanceView, type ShiftRosterView } from '@care/domain';
import { Anchor, Button, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { reportFailure, useRefreshRoster, wallTimeOf } from '../../shelf/dialog-support.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import type { FileKind } from '../../ui/upload/file-kinds.ts';
import { AttendanceFields } from './AttendanceFields.tsx';
import { AttendanceSplits } from './AttendanceSplits.tsx';
import { ATTENDANCE_KEY, attendanceKey, editAttendance, fetchAttendance } from './attendance-api.ts';
import { type AttendanceFormState, editFormErrors, instantOf, kmText } from './attendance-form.ts';
import { PayFactsFields } from './PayFactsFields.tsx';
import { payFactsFormErrors, payFactsFormOf, payFactsToSend } from './pay-facts-form.ts';
import { useAttendanceForm } from './useAttendanceForm.ts';

/** Timesheet and report images (spec 3 §9): .png, .jpg, .jpeg. */
export const ATTENDANCE_IMAGE: FileKind = {
  accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
  extensions: ['.png', '.jpg', '.jpeg'],
  maxBytes: 5 * 1024 * 1024,
  label: '.png, .jpg or .jpeg',
};

/** Failure title of the edit (spec 3 §8 names none for it). */
export const EDIT_FAILED = 'Error Editing Attendance';

function formOf(a: AttendanceView, zone: string): AttendanceFormState {
  return {
    clockIn: wallTimeOf(a.clockIn, zone),
    clockOut: a.clockOut ? wallTimeOf(a.clockOut, zone) : '',
    startKm: kmText(a.startKm),
    endKm: kmText(a.endKm),
    report: a.report ?? '',
  };
}

/** The edit form itself, also used by the timesheet screen's Edit Timesheet (issue 14). */
export function EditForm({
  attendance,
  shift,
  zone,
  onCancel,
  onDone,
}: {
  attendance: AttendanceView;
  shift: Pick<ShiftRosterView, 'clients' | 'dateFrom' | 'dateTo'>;
  zone: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const refreshRoster = useRefreshRoster();
  const queryClient = useQueryClient();
  const ended = attendance.clockOut !== null;
  const sleepover = attendance.shiftRoster.isNightShift;
  const { form, values, errors, change, showServerErrors } = useAttendanceForm(
    { ...formOf(attendance, zone), ...payFactsFormOf(attendance, zone), image: null },
    (v) => ({ ...editFormErrors(v, zone, ended), ...payFactsFormErrors(v, zone, sleepover) }),
    'all',
  );
  const running = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (v) => {
    try {
      await editAttendance(attendance.attendanceId, {
        clockIn: instantOf(v.clockIn, zone),
        clockOut: instantOf(v.clockOut, zone),
        startKm: v.startKm.trim(),
        endKm: v.endKm.trim(),
        report: v.report.trim(),
        ...payFactsToSend(v, zone, sleepover),
        image: v.image,
      });
    } catch (error) {
      showServerErrors(error);
      reportFailure(error, EDIT_FAILED);
      return;
    }
    // New times mean new splits, and the roster's status may change (In Shift → Present).
    await Promise.all([queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }), refreshRoster()]);
    onDone();
  });

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {attendance.staff.fullName} · {shift.clients} · shift {shiftWhen(shift, zone)}
        {attendance.source === 'marked' ? ' · marked by the office' : ''}
      </Text>
      <AttendanceFields
        values={values}
        errors={errors}
        onChange={change}
        kmRequired={false}
        clockOutRequired={ended}
      />
      <PayFactsFields
        values={values}
        errors={errors}
        onChange={change}
        sleepover={sleepover}
        clockIn={values.clockIn}
      />
      <FileDrop
        label="Image"
        kind={ATTENDANCE_IMAGE}
        file={values.image}
        onChange={(image) => form.setValue('image', image)}
        error={errors.image}
        wrongTypeMessage={ATTENDANCE_MESSAGES.fileTypeImage}
        description={values.image ? undefined : 'No File Selected'}
      />
      {attendance.imageURL ? (
        <Anchor href={attendance.imageURL} target="_blank" rel="noopener" fz="sm">
          See the current image
        </Anchor>
      ) : null}
      <DialogFooter>
        <Button variant="default" onClick={onCancel} disabled={running}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={running}>
          Save
        </Button>
      </DialogFooter>
      <Divider />
      <Title order={3} fz="md">
        Splits by shift code
      </Title>
      <AttendanceSplits attendanceId={attendance.attendanceId} zone={zone} />
    </Stack>
  );
}

/**
 * Edit Attendance (spec 3 §2.1 "Edit Shift" when attendance exists): the clock times, km, report
 * and an image of the shift's attendance, with its splits by shift code below.
 */
export function EditAttendanceDialog({
  shift,
  onCancel,
  onDone,
}: {
  shift: ShiftRosterView;
  onCancel: () => void;
  onDone: () => void;
}) {
  const zone = useTimeZone();
  const id = shift.attendanceId ?? '';
  const attendance = useQuery({
    queryKey: attendanceKey(id),
    queryFn: ({ signal }) => fetchAttendance(id, signal),
    enabled: id !== '',
  });
  return (
    <ResponsiveModal opened onClose={onCancel} title="Edit Attendance" size="xl">
      {attendance.data ? (
        <EditForm
          attendance={attendance.data}
          shift={shift}
          zone={zone}
          onCancel={onCancel}
          onDone={onDone}
        />
      ) : attendance.isError || id === '' ? (
        <Text c="red">The attendance could not be loaded.</Text>
      ) : (
        <Loader aria-label="Loading the attendance" mx="auto" display="block" />
      )}
    </ResponsiveModal>
  );
}
