import { formatInZone, type ShiftRosterView } from '@care/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

/** Who and when the report is about: client, worker, the shift's times in the company zone. */
export function ShiftReportHeader({
  shift,
  zone,
  signed,
}: {
  shift: ShiftRosterView;
  zone: string;
  signed: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p="md" mb="md" maw={760}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{shift.clients || 'No client'}</Text>
          <Badge color={signed ? 'green' : 'gray'} variant="light">
            {signed ? 'Signed' : 'Not signed'}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {formatInZone(shift.dateFrom, 'listDateTime', zone)} –{' '}
          {formatInZone(shift.dateTo, 'listDateTime', zone)}
        </Text>
        {shift.staff ? (
          <Text fz="sm" c="dimmed">
            Support worker: {shift.staff.fullName}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
