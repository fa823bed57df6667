import { Alert, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { columnOf } from './people-kinds.ts';
import type { RowProblem } from './upload-problems.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Every bad row of a refused spreadsheet, so it can be fixed in one go; nothing was imported.
 * A table on wider screens, a list of short cards on phones.
 */
export const UploadProblemsTable = forwardRef<HTMLDivElement, { problems: RowProblem[] }>(
  function UploadProblemsTable({ problems }, ref) {
    const rows = new Set(problems.map((p) => p.row)).size;
    return (
      <Stack gap="sm" ref={ref}>
        <Alert
          color="red"
          variant="light"
          radius="lg"
          icon={<IconAlertTriangle size={22} stroke={1.8} aria-hidden />}
          title="Nothing was imported"
          role="alert"
        >
          {plural(rows, 'row needs', 'rows need')} fixing ({plural(problems.length, 'problem', 'problems')}).
          Correct them in your spreadsheet and upload it again: the whole sheet is imported once every row is
          right.
        </Alert>
        <Card shadow="xs" p={0} visibleFrom="sm" style={{ overflow: 'hidden' }}>
          <Table verticalSpacing="sm" horizontalSpacing="md" striped aria-label="Rows to fix">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={72}>Row</Table.Th>
                <Table.Th w="30%">Field</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.map((p) => (
                <Table.Tr key={`${p.row}-${p.field}`}>
                  <Table.Td>
                    <Badge color="red" variant="light" radius="sm">
                      {p.row}
                    </Badge>
                  </Table.Td>
                  <Table.Td fw={600}>{columnOf(p.field)}</Table.Td>
                  <Table.Td>{p.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Stack gap="xs" hiddenFrom="sm" role="list" aria-label="Rows to fix">
          {problems.map((p) => (
            <Card key={`${p.row}-${p.field}`} shadow="xs" p="sm" role="listitem">
              <Group gap="xs" mb={2}>
                <Badge color="red" variant="light" radius="sm">
                  Row {p.row}
                </Badge>
                <Text fw={600} fz="sm">
                  {columnOf(p.field)}
                </Text>
              </Group>
              <Text fz="sm">{p.message}</Text>
            </Card>
          ))}
        </Stack>
      </Stack>
    );
  },
);
