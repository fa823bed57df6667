import { type AttendanceSplitView, DATE_FORMATS, dayjs, formatTicks, shiftCodeName } from '@care/domain';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { fetchSplits, splitsKey } from './attendance-api.ts';

// Staff see a split needing adjustment as awaiting it (spec 3 §4.4).
const statusLabel = (status: string) =>
  status === 'Need Adjustment' || status === 'Needs Adjustment' ? 'Awaiting Adjustment' : status || 'Pending';

function SplitRow({ split, zone }: { split: AttendanceSplitView; zone: string }) {
  const from = dayjs(split.clockIn).tz(zone);
  const to = dayjs(split.clockOut).tz(zone);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      aria-label={`${shiftCodeName(split.shift)}: ${formatTicks(split.duration)}`}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {split.shift}
          </Badge>
          <Text fw={600} fz="sm" truncate="end">
            {shiftCodeName(split.shift)}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {from.format(DATE_FORMATS.shortDay)}, {from.format(DATE_FORMATS.time)} –{' '}
          {to.format(DATE_FORMATS.time)}
        </Text>
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={600} fz="sm">
          {formatTicks(split.duration)}
        </Text>
        <Text fz="xs" c="dimmed">
          {statusLabel(split.status)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The attendance split by shift code (spec 3 §3 split row; docs/workforce.md time bands), oldest first. */
export function SplitList({
  attendanceId,
  zone,
  inShift,
}: {
  attendanceId: string;
  zone: string;
  inShift: boolean;
}) {
  const splits = useQuery({
    queryKey: splitsKey(attendanceId),
    queryFn: ({ signal }) => fetchSplits(attendanceId, signal),
  });
  if (splits.isPending) {
    return <Skeleton h={96} radius="md" />;
  }
  if (splits.isError) {
    return <LoadFailed what="the splits" onRetry={() => void splits.refetch()} />;
  }
  if (splits.data.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {inShift ? 'The time is split by shift code once you clock out.' : 'No splits for this attendance.'}
      </Text>
    );
  }
  const sorted = [...splits.data].sort((a, b) => Date.parse(a.clockIn) - Date.parse(b.clockIn));
  return (
    <Stack gap={0}>
      {sorted.map((split) => (
        <SplitRow key={split.attendanceSplitId} split={split} zone={zone} />
      ))}
    </Stack>
  );
}
