import {
  formatDifference,
  formatInZone,
  formatTicks,
  rosteredWorked,
  shortBeyondTolerance,
} from '@care/domain';
import { Group, Table, Text } from '@mantine/core';

const span = (from: string | null, to: string | null, zone: string) =>
  from
    ? `${formatInZone(from, 'listDateTime', zone)} – ${to ? formatInZone(to, 'listDateTime', zone) : 'in shift'}`
    : '—';

/**
 * Rostered against worked for one attendance (issue 25): the rostered start–end and hours, the
 * worked start–end and hours, and the difference; short beyond the company's tolerance reads in red,
 * as the invoice then bills the worked time until the office confirms the agreed time.
 */
export function RosteredWorked({
  shift,
  worked,
  zone,
  toleranceMinutes,
}: {
  shift: { dateFrom: string; dateTo: string } | null;
  worked: { clockIn: string; clockOut: string | null; duration: number | null };
  zone: string;
  toleranceMinutes: number;
}) {
  const h = rosteredWorked(shift, worked.duration);
  const short = shortBeyondTolerance(h.difference, toleranceMinutes);
  return (
    <Table withTableBorder fz="sm" aria-label="Rostered against worked" mb="sm" maw={640}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" w={110}>
            Rostered
          </Table.Th>
          <Table.Td>{shift ? span(shift.dateFrom, shift.dateTo, zone) : '—'}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {h.rostered === null ? '—' : formatTicks(h.rostered)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Worked</Table.Th>
          <Table.Td>{span(worked.clockIn, worked.clockOut, zone)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {h.worked === null ? '—' : formatTicks(h.worked)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Difference</Table.Th>
          <Table.Td colSpan={2}>
            <Group gap="xs">
              <Text fz="sm" fw={short ? 700 : undefined} c={short ? 'red' : undefined}>
                {formatDifference(h.difference) || '—'}
              </Text>
              {short ? (
                // Text, not a badge: it wraps on a phone.
                <Text fz="xs" fw={600} c="red">
                  Short beyond the {toleranceMinutes}-minute tolerance: bills the worked time
                </Text>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
