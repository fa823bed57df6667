import { formatInZone, formatTicks, shiftCodeName } from '@care/domain';
import { Badge, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchSplits, splitsKey } from './attendance-api.ts';

/** The attendance's splits by shift code (spec 3 §3 split row): when, code name, duration, km, status. */
export function AttendanceSplits({ attendanceId, zone }: { attendanceId: string; zone: string }) {
  const splits = useQuery({
    queryKey: splitsKey(attendanceId),
    queryFn: ({ signal }) => fetchSplits(attendanceId, signal),
  });
  if (splits.isPending) {
    return <Loader size="sm" aria-label="Loading the splits" />;
  }
  if (splits.isError) {
    return (
      <Text fz="sm" c="red">
        The splits could not be loaded.
      </Text>
    );
  }
  if (splits.data.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No splits yet: they are made once the attendance has a clock-out.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder fz="sm" aria-label="Splits by shift code">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Shift</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Km</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {splits.data.map((s) => (
            <Table.Tr key={s.attendanceSplitId}>
              <Table.Td>{formatInZone(s.clockIn, 'listDateTime', zone)}</Table.Td>
              <Table.Td>{formatInZone(s.clockOut, 'listDateTime', zone)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray" title={s.shift}>
                  {shiftCodeName(s.shift)}
                </Badge>
              </Table.Td>
              <Table.Td>{formatTicks(s.duration)}</Table.Td>
              <Table.Td>{s.totalKm ? s.totalKm.toFixed(2) : '—'}</Table.Td>
              <Table.Td>{s.status || 'Pending'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
