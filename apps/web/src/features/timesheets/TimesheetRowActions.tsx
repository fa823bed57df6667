import { nextSplitStatus, splitStatusOf, type TimesheetAttendanceView } from '@care/domain';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconAdjustments,
  IconCheck,
  IconDots,
  IconFileDescription,
  IconLayoutList,
  IconPencil,
} from '@tabler/icons-react';

export type TimesheetDialog = 'details' | 'splits' | 'edit' | 'adjust';

/** Whether one of the attendance's splits waits for the office's adjustment. */
export const needsAdjustment = (r: TimesheetAttendanceView) =>
  r.attendanceSplits.some((s) => splitStatusOf(s.status) === 'Need Adjustment');

/** The attendance's splits the office may approve now (issue 40 item 7: Approve from the row). */
export const approvableSplits = (r: TimesheetAttendanceView) =>
  r.attendanceSplits.filter((s) => nextSplitStatus(s.status, 'approve', 'admin') !== null);

/**
 * A row's actions (spec 3 §2.2): Timesheet Details, Splitted Attendance, Edit Timesheet (claim Edit
 * Attendances) and Adjust Attendance (claim Adjust Attendances, only when a split needs adjustment).
 * With `onApprove` (issue 40 item 7), an attendance waiting for approval shows Approve beside the
 * menu and in it: it approves each of its splits that may be approved.
 */
export function TimesheetRowActions({
  row,
  canEdit,
  canAdjust,
  onOpen,
  onApprove,
  approving = false,
}: {
  row: TimesheetAttendanceView;
  canEdit: boolean;
  canAdjust: boolean;
  onOpen: (dialog: TimesheetDialog) => void;
  onApprove?: () => void;
  approving?: boolean;
}) {
  const approvable = onApprove !== undefined && approvableSplits(row).length > 0;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {approvable ? (
        <Button
          size="xs"
          variant="light"
          color="green"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={approving}
          onClick={onApprove}
          aria-label={`Approve the attendance of ${row.staff.fullName}`}
        >
          Approve
        </Button>
      ) : null}
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Actions for ${row.staff.fullName}`}
          >
            <IconDots size={20} stroke={1.8} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {approvable ? (
            <Menu.Item color="green" leftSection={<IconCheck size={16} aria-hidden />} onClick={onApprove}>
              Approve
            </Menu.Item>
          ) : null}
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
    </Group>
  );
}
