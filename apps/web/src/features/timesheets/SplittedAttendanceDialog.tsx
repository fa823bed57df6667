import { calendarDateInZone, type TimesheetAttendanceView } from '@care/domain';
import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { fetchSplits, splitsKey } from '../attendance-admin/attendance-api.ts';
import { WorkerPayPanel } from '../pay-lines/WorkerPayPanel.tsx';
import { RosteredWorked } from './RosteredWorked.tsx';
import { SplitsTable } from './SplitsTable.tsx';

/**
 * Splitted Attendance (spec 3 §2.2): rostered against worked (issue 25), then the attendance's splits
 * as get_split_attendances gives them now.
 */
export function SplittedAttendanceDialog({
  row,
  zone,
  toleranceMinutes,
  opened,
  onClose,
}: {
  row: TimesheetAttendanceView | null;
  zone: string;
  toleranceMinutes: number;
  opened: boolean;
  onClose: () => void;
}) {
  const attendanceId = row?.attendanceId ?? null;
  const splits = useQuery({
    queryKey: splitsKey(attendanceId ?? ''),
    queryFn: ({ signal }) => fetchSplits(attendanceId ?? '', signal),
    enabled: opened && attendanceId !== null,
  });
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Split Attendance" size="xl">
      <Text fz="sm" c="dimmed" mb="sm">
        {row?.staff.fullName ?? ''}: the attendance divided by shift code.
      </Text>
      {row ? (
        <RosteredWorked
          shift={row.shiftRoster}
          worked={row}
          zone={zone}
          toleranceMinutes={toleranceMinutes}
        />
      ) : null}
      {row && opened ? (
        // The worker's pay of the period holding this attendance's day, beside its hours.
        <WorkerPayPanel
          staffId={row.staff.staffId}
          staffName={row.staff.fullName}
          fromDate={calendarDateInZone(new Date(row.clockIn), zone)}
          toDate={calendarDateInZone(new Date(row.clockIn), zone)}
        />
      ) : null}
      {splits.data ? (
        <SplitsTable splits={splits.data} zone={zone} />
      ) : splits.isError ? (
        <Text c="red" fz="sm">
          The splits could not be loaded.
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading the splits" />
      )}
    </ResponsiveModal>
  );
}
