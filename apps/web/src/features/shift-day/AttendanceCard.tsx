import { type AttendanceView, formatInZone, formatTicks } from '@care/domain';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AttendanceBadges } from './AttendanceBadges.tsx';
import { attendanceKm, kmText } from './attendance-words.ts';

export const attendanceReportPath = (attendanceId: string) =>
  `/app/staff/attendance-report/${encodeURIComponent(attendanceId)}`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * One attendance on the staff member's list (spec 3 §2.4): client(s), clock in, clock out ('In
 * Shift' when none), duration, kilometres; the whole card opens its report.
 */
export function AttendanceCard({ attendance, zone }: { attendance: AttendanceView; zone: string }) {
  const clockIn = formatInZone(attendance.clockIn, 'shortDateTime', zone);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={attendanceReportPath(attendance.attendanceId)}
      aria-label={`Attendance: ${attendance.shiftRoster.clients || 'No client'}, ${clockIn}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={2}>
              {attendance.shiftRoster.clients || 'No client'}
            </Text>
            <Group gap={6}>
              <AttendanceBadges attendance={attendance} />
            </Group>
          </Stack>
          <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <Fact label="Clock In" value={clockIn} />
          <Fact
            label="Clock Out"
            value={
              attendance.clockOut ? formatInZone(attendance.clockOut, 'shortDateTime', zone) : 'In Shift'
            }
          />
          <Fact
            label="Duration"
            value={attendance.clockOut ? formatTicks(attendance.duration) : 'In Shift'}
          />
          <Fact label="Kilometres" value={kmText(attendanceKm(attendance))} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
