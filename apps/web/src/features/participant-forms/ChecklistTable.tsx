import { type ChecklistRow, formatCalendarDate } from '@care/domain';
import { Badge, Card, Table, Text, Title } from '@mantine/core';

/** The participant checklist's rows, computed from the forms and documents on file (never ticked by hand). */
export function ChecklistTable({ rows }: { rows: readonly ChecklistRow[] }) {
  return (
    <Card shadow="xs" padding="lg" component="section" aria-label="Participant file">
      <Title order={3} fz="md" mb={4}>
        Participant file
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        Computed from the forms and documents on file. Required rows must be signed and current.
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Form or document</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Current until</Table.Th>
              <Table.Th>On file</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.name}>
                <Table.Td>
                  {r.name}
                  {r.required ? (
                    <Text span c="red" ml={4} aria-label="required">
                      *
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{r.status}</Table.Td>
                <Table.Td>{formatCalendarDate(r.currentUntil) || '—'}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={r.onFile && r.current ? 'green' : r.required ? 'red' : 'gray'}
                  >
                    {r.onFile ? (r.current ? 'Current' : 'Not current') : 'Missing'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
