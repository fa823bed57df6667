import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { fetchSplits, splitsKey } from '../attendance-admin/attendance-api.ts';
import { SplitsTable } from './SplitsTable.tsx';

/** Splitted Attendance (spec 3 §2.2): the attendance's splits as get_split_attendances gives them now. */
export function SplittedAttendanceDialog({
  attendanceId,
  staffName,
  zone,
  opened,
  onClose,
}: {
  attendanceId: string | null;
  staffName: string;
  zone: string;
  opened: boolean;
  onClose: () => void;
}) {
  const splits = useQuery({
    queryKey: splitsKey(attendanceId ?? ''),
    queryFn: ({ signal }) => fetchSplits(attendanceId ?? '', signal),
    enabled: opened && attendanceId !== null,
  });
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Split Attendance" size="xl">
      <Text fz="sm" c="dimmed" mb="sm">
        {staffName}: the attendance divided by shift code.
      </Text>
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
