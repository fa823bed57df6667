import {
  type AttendanceSplitView,
  formatInZone,
  formatTicks,
  nextSplitStatus,
  shiftCodeName,
} from '@care/domain';
import { Badge, Button, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { adminStatusLabel, kmText } from './split-display.ts';

type Split = AttendanceSplitView & { adjustmentReason?: string | null };

/**
 * An attendance's splits by shift code (spec 3 §3 split row): from, to, the code's name, duration,
 * km, the status as the office reads it with the worker's reason, and Approve when `onApprove` is
 * given and the split may be approved (Pending or Adjusted).
 */
export function SplitsTable({
  splits,
  zone,
  onApprove,
  approving,
}: {
  splits: readonly Split[];
  zone: string;
  onApprove?: (split: Split) => void;
  /** The split whose approval is running. */
  approving?: string | null;
}) {
  if (splits.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No splits yet: they are made once the attendance has a clock-out.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder fz="sm" aria-label="Splits by shift code">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Shift</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Km</Table.Th>
            <Table.Th>Status</Table.Th>
            {onApprove ? <Table.Th aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {splits.map((s) => (
            <Table.Tr key={s.attendanceSplitId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatInZone(s.clockIn, 'listDateTime', zone)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatInZone(s.clockOut, 'listDateTime', zone)}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray" title={s.shift} style={{ minWidth: 'max-content' }}>
                  {shiftCodeName(s.shift)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTicks(s.duration)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{kmText(s.totalKm)}</Table.Td>
              <Table.Td>
                <StatusBadge
                  kind="timesheetSplit"
                  status={s.status}
                  label={adminStatusLabel(s.status)}
                  style={{ minWidth: 'max-content' }}
                />
                {s.adjustmentReason ? (
                  <Text fz="xs" c="dimmed" mt={4}>
                    “{s.adjustmentReason}”
                  </Text>
                ) : null}
              </Table.Td>
              {onApprove ? (
                <Table.Td style={{ textAlign: 'right' }}>
                  {nextSplitStatus(s.status, 'approve', 'admin') ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="green"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      loading={approving === s.attendanceSplitId}
                      onClick={() => onApprove(s)}
                      aria-label={`Approve the ${shiftCodeName(s.shift)} split of ${formatInZone(s.clockIn, 'listDateTime', zone)}`}
                    >
                      Approve
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
