import { formatCalendarDate, isCourse } from '@care/domain';
import { Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { fetchTrainingMatrix, TRAININGS_KEY } from './hr-api.ts';

/** Staff × required trainings, expired and missing shown (issue 29). */
export function TrainingMatrix() {
  const matrix = useQuery({
    queryKey: [...TRAININGS_KEY, 'matrix'],
    queryFn: ({ signal }) => fetchTrainingMatrix(signal),
  });
  if (matrix.isError) {
    return <LoadFailed what="the training matrix" onRetry={() => void matrix.refetch()} />;
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover withTableBorder aria-label="Required training by staff member">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Staff member</Table.Th>
            {(matrix.data?.courses ?? []).map((c) => (
              <Table.Th key={c} miw={120}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(matrix.data?.rows ?? []).map((r) => (
            <Table.Tr key={r.staffId}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {r.fullName}
                </Text>
              </Table.Td>
              {(matrix.data?.courses ?? []).map((course) => {
                const cell = r.cells.find((c) => isCourse(c.course, course) && isCourse(course, c.course));
                return (
                  <Table.Td key={course}>
                    {cell ? (
                      <Tooltip
                        label={
                          cell.expiryDate
                            ? `Expires ${formatCalendarDate(cell.expiryDate)}`
                            : cell.status === 'Missing'
                              ? 'No record'
                              : 'Does not expire'
                        }
                      >
                        <span>
                          <StatusBadge kind="training" status={cell.status} />
                        </span>
                      </Tooltip>
                    ) : (
                      <Text fz="sm" c="dimmed">
                        Not required
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {matrix.isSuccess && matrix.data.rows.length === 0 ? <Text c="dimmed">No active staff.</Text> : null}
    </Table.ScrollContainer>
  );
}
