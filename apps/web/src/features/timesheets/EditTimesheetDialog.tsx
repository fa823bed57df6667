import type { TimesheetAttendanceView } from '@care/domain';
import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { attendanceKey, fetchAttendance } from '../attendance-admin/attendance-api.ts';
import { EditForm } from '../attendance-admin/EditAttendanceDialog.tsx';

/**
 * Edit Timesheet (spec 3 §2.2): the attendance's clock times, km, report and image (.png, .jpg,
 * .jpeg) through POST /Attendances/edit/{id}; the staff name is read-only. The form is the roster's
 * Edit Attendance one.
 */
export function EditTimesheetDialog({
  row,
  zone,
  onClose,
  onDone,
}: {
  row: TimesheetAttendanceView;
  zone: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const attendance = useQuery({
    queryKey: attendanceKey(row.attendanceId),
    queryFn: ({ signal }) => fetchAttendance(row.attendanceId, signal),
  });
  return (
    <ResponsiveModal opened onClose={onClose} title="Edit Timesheet" size="xl">
      <Stack gap="md">
        <TextInput label="Staff" value={row.staff.fullName} readOnly size="md" variant="filled" />
        {attendance.data ? (
          <EditForm
            attendance={attendance.data}
            shift={row.shiftRoster}
            zone={zone}
            onCancel={onClose}
            onDone={onDone}
          />
        ) : attendance.isError ? (
          <Text c="red">The attendance could not be loaded.</Text>
        ) : (
          <Loader aria-label="Loading the attendance" mx="auto" display="block" />
        )}
      </Stack>
    </ResponsiveModal>
  );
}
