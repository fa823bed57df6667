import { splitStatusOf, type TimesheetAttendanceView } from '@care/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconAdjustments,
  IconDots,
  IconFileDescription,
  IconLayoutList,
  IconPencil,
} from '@tabler/icons-react';

export type TimesheetDialog = 'details' | 'splits' | 'edit' | 'adjust';

/** Whether one of the attendance's splits waits for the office's adjustment. */
export const needsAdjustment = (r: TimesheetAttendanceView) =>
  r.attendanceSplits.some((s) => splitStatusOf(s.status) === 'Need Adjustment');

/**
 * A row's actions (spec 3 §2.2): Timesheet Details, Splitted Attendance, Edit Timesheet (claim Edit
 * Attendances) and Adjust Attendance (claim Adjust Attendances, only when a split needs adjustment).
 */
export function TimesheetRowActions({
  row,
  canEdit,
  canAdjust,
  onOpen,
}: {
  row: TimesheetAttendanceView;
  canEdit: boolean;
  canAdjust: boolean;
  onOpen: (dialog: TimesheetDialog) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${row.staff.fullName}`}>
          <IconDots size={20} stroke={1.8} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileDescription size={16} aria-hidden />}
          onClick={() => onOpen('details')}
        >
          Timesheet Details
        </Menu.Item>
        <Menu.Item leftSection={<IconLayoutList size={16} aria-hidden />} onClick={() => onOpen('splits')}>
          Split Attendance
        </Menu.Item>
        {canEdit ? (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onOpen('edit')}>
            Edit Timesheet
          </Menu.Item>
        ) : null}
        {canAdjust && needsAdjustment(row) ? (
          <Menu.Item
            color="orange"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => onOpen('adjust')}
          >
            Adjust Attendance
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
