import '@mantine/dates/styles.css';
import { type TimePeriodsInput, timePeriodsSchema } from '@care/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { saveTimePeriods, WORK_SETTINGS_KEY } from './work-settings-api.ts';
import { bandRows } from './work-settings-lists.ts';

const FIELDS = ['dayStart', 'eveningStart'] as const;

/** Card 2: the band edges, with the bands and codes they make (what every attendance is split by). */
export function TimePeriodsCard({ edges }: { edges: TimePeriodsInput }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof timePeriodsSchema, TimePeriodsInput>(timePeriodsSchema, {
    defaultValues: edges,
  });
  const { errors, isSubmitting } = form.formState;
  const watched = form.watch();
  // The table follows the form while the edges make sense, else shows the saved ones.
  const shown = timePeriodsSchema.safeParse(watched).success ? watched : edges;

  const save = useMutation({
    mutationFn: saveTimePeriods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORK_SETTINGS_KEY }),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.reset(values);
    } catch (error) {
      applyServerErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Time periods">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Time periods
            </Title>
            <Text c="dimmed" fz="sm">
              Where the day and evening bands start. Attendances not yet approved from the last two months are
              split again when you save.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 2 }} spacing="md" maw={420}>
            <TimeInput
              label="Day starts"
              withAsterisk
              {...form.register('dayStart')}
              error={errors.dayStart?.message}
            />
            <TimeInput
              label="Evening starts"
              withAsterisk
              {...form.register('eveningStart')}
              error={errors.eveningStart?.message}
            />
          </SimpleGrid>
          <Table striped verticalSpacing={6} fz="sm" aria-label="Bands and shift codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When (local time)</Table.Th>
                <Table.Th>Code</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bandRows(shown).map((r) => (
                <Table.Tr key={r.code}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {r.day}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {r.when}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      <Badge variant="light" radius="sm" miw={48} style={{ flexShrink: 0 }}>
                        {r.code}
                      </Badge>
                      <Text fz="sm">{r.name}</Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Save time periods
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
