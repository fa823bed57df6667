import { Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchKeyPersonnel, INCIDENTS_KEY, saveKeyPersonnel } from './incidents-api.ts';

const KEY = [...INCIDENTS_KEY, 'key-personnel'] as const;

/**
 * The company's key personnel (a setting): the administrators told at once of every incident, who
 * acknowledge it; their awareness starts the Commission clocks (NDIS Incident Management Rules s18).
 */
export function KeyPersonnelCard() {
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchKeyPersonnel(signal) });
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (query.data) {
      setChosen(query.data.keyPersonnel.map((p) => p.userId));
    }
  }, [query.data]);
  const save = useMutation({
    mutationFn: () => saveKeyPersonnel(chosen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY }),
  });
  const unchanged =
    query.data !== undefined &&
    [...chosen].sort().join() ===
      query.data.keyPersonnel
        .map((p) => p.userId)
        .sort()
        .join();
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Key personnel
        </Title>
        <Text fz="sm" c="dimmed">
          Told by mail and on their dashboard the moment an incident is recorded. They acknowledge it and see
          that the NDIS Commission is notified in time.
        </Text>
        <Group align="flex-end" gap="sm">
          <MultiSelect
            label="Key personnel"
            placeholder={chosen.length === 0 ? 'Choose administrators' : undefined}
            data={(query.data?.candidates ?? []).map((c) => ({
              value: c.userId,
              label: `${c.name} (${c.role})`,
            }))}
            value={chosen}
            onChange={setChosen}
            searchable
            style={{ flex: 1, minWidth: 240 }}
            size="md"
          />
          <Button
            size="md"
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={unchanged || chosen.length === 0}
          >
            Save key personnel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
