import { correctiveActionSchema, formatCalendarDate, type IncidentView } from '@care/domain';
import { Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Path } from 'react-hook-form';
import { useCan } from '../../session/useCan.ts';
import { DateField } from '../../ui/DateField.tsx';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { addCorrectiveAction, completeCorrectiveAction, INCIDENTS_KEY } from './incidents-api.ts';

interface Values {
  action: string;
  owner: string;
  dueDate: string;
}

/** The incident's corrective actions (owner, due, done) and, while it is open, adding one and marking one done. */
export function CorrectiveActions({ incident }: { incident: IncidentView }) {
  const manage = useCan('incident.manage') && incident.status !== 'Closed';
  const queryClient = useQueryClient();
  const done = useMutation({
    mutationFn: (actionId: string) => completeCorrectiveAction(incident.incidentId, actionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY }),
  });
  const form = useSchemaForm<typeof correctiveActionSchema, Values>(correctiveActionSchema, {
    defaultValues: { action: '', owner: '', dueDate: '' },
  });
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      await addCorrectiveAction(incident.incidentId, values);
      await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
      form.reset({ action: '', owner: '', dueDate: '' });
    } catch (error) {
      applyServerErrors(error, Object.keys(values) as Path<Values>[], form.setError);
    }
  });
  return (
    <Stack gap="sm">
      {incident.correctiveActions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No corrective actions yet
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Action</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Done</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {incident.correctiveActions.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.action}</Table.Td>
                  <Table.Td>{a.owner}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(a.dueDate)}</Table.Td>
                  <Table.Td>
                    {a.doneDate ? (
                      <Badge color="teal" variant="light">
                        Done {formatCalendarDate(a.doneDate)}
                      </Badge>
                    ) : manage ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconCheck size={14} />}
                        loading={done.isPending && done.variables === a.id}
                        onClick={() => done.mutate(a.id)}
                        aria-label={`Mark done: ${a.action}`}
                      >
                        Mark done
                      </Button>
                    ) : (
                      <Badge color="yellow" variant="light">
                        Open
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {manage ? (
        <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add a corrective action">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <FormFields
                form={form}
                fields={[
                  { name: 'action', label: 'Corrective action', required: true },
                  { name: 'owner', label: 'Owner', required: true },
                ]}
              />
              <DateField control={form.control} name="dueDate" label="Due" required />
            </SimpleGrid>
            <Group>
              <Button type="submit" variant="light" loading={form.formState.isSubmitting}>
                Add corrective action
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
