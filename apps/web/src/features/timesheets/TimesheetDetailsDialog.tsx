import {
  formatInZone,
  formatTicks,
  shiftCodeName,
  type TimesheetAttendanceView,
  timesheetTotals,
} from '@care/domain';
import { Anchor, Divider, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { ShiftReportSummary } from './ShiftReportSummary.tsx';
import { kmText } from './split-display.ts';

/** Start → end (total), or nothing when no kilometres were recorded. */
const kmDetail = (r: TimesheetAttendanceView) =>
  r.startKm === null && r.endKm === null
    ? ''
    : `${r.startKm ?? '—'} → ${r.endKm ?? '—'} (${kmText(r.totalKm)})`;

/**
 * Timesheet Details (spec 3 §2.2): the attendance, its shift and its hours by shift code; the
 * worker's reason for leaving early and the shift report they signed (issue 40 item 7).
 */
export function TimesheetDetailsDialog({
  row,
  zone,
  opened,
  onClose,
}: {
  row: TimesheetAttendanceView | null;
  zone: string;
  opened: boolean;
  onClose: () => void;
}) {
  const totals = timesheetTotals(
    (row?.attendanceSplits ?? []).map((s) => ({ code: s.shift, duration: s.duration, totalKm: s.totalKm })),
  );
  const codes = Object.entries(totals.byCode).filter(([, ticks]) => (ticks ?? 0) > 0);
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Timesheet Details" size="lg">
      {row ? (
        <Stack gap="md">
          <ExpandedDetails
            items={[
              { label: 'Staff', value: row.staff.fullName },
              { label: 'Client', value: row.shiftRoster.clients },
              { label: 'Shift', value: shiftWhen(row.shiftRoster, zone) },
              { label: 'Recorded by', value: row.source === 'marked' ? 'The office' : 'Clock in and out' },
              { label: 'Clock-In', value: formatInZone(row.clockIn, 'listDateTime', zone) },
              {
                label: 'Clock-Out',
                value: row.clockOut ? formatInZone(row.clockOut, 'listDateTime', zone) : 'In shift',
              },
              { label: 'Duration', value: row.duration === null ? '' : formatTicks(row.duration) },
              { label: 'Left early because', value: row.leftEarlyReason },
              {
                label: 'Kilometres',
                value: kmDetail(row),
              },
              { label: 'Report', value: row.report },
              {
                label: 'Image',
                value: row.imageURL ? (
                  <Anchor href={row.imageURL} target="_blank" rel="noopener">
                    See the image
                  </Anchor>
                ) : null,
              },
            ]}
          />
          <ShiftReportSummary shiftId={row.shiftRosterId} zone={zone} />
          <Divider />
          <Title order={3} fz="md">
            Hours by shift code
          </Title>
          {codes.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No splits yet: they are made once the attendance has a clock-out.
            </Text>
          ) : (
            <Table withTableBorder fz="sm" aria-label="Hours by shift code">
              <Table.Tbody>
                {codes.map(([code, ticks]) => (
                  <Table.Tr key={code}>
                    <Table.Td>{shiftCodeName(code)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{formatTicks(ticks)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>Total</Table.Td>
                  <Table.Td fw={700} style={{ textAlign: 'right' }}>
                    {formatTicks(totals.totalDuration)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
          {codes.length === 0 ? null : (
            <SimpleGrid cols={2}>
              <Text fz="sm">
                Sleepovers: <strong>{totals.nightShift}</strong>
              </Text>
              <Text fz="sm" ta="right">
                Split km: <strong>{kmText(totals.totalKm)}</strong>
              </Text>
            </SimpleGrid>
          )}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
