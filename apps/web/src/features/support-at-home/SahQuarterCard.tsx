import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { fetchSahQuarter, SAH_KEY } from './sah-api.ts';
import { day, money } from './sah-words.ts';

function Figure({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} c={cents < 0 ? 'red' : undefined}>
        {money(cents)}
      </Text>
    </Stack>
  );
}

/** The client's quarter (issue 39 item 2): budget, care management, carried over, used, committed, remaining. */
export function SahQuarterCard({ clientId, today }: { clientId: string; today: string }) {
  const quarter = useQuery({
    queryKey: [...SAH_KEY, 'quarter', clientId, today],
    queryFn: ({ signal }) => fetchSahQuarter(clientId, today, signal),
    retry: false,
  });
  if (quarter.isPending) {
    return <Skeleton h={140} radius="lg" />;
  }
  if (quarter.isError) {
    const message = quarter.error instanceof Error ? quarter.error.message : '';
    return message ? (
      <Alert color="yellow" title="No quarter to show">
        {message}
      </Alert>
    ) : (
      <LoadFailed what="the quarter" onRetry={() => void quarter.refetch()} />
    );
  }
  const q = quarter.data;
  return (
    <Card withBorder radius="lg" aria-label={`Quarter ${q.quarter.label}`}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>
          {q.quarter.label}
          {q.estimate ? ' (estimate)' : ''}
        </Title>
        <Text fz="sm" c="dimmed">
          Claim by {day(q.claimWindowLastDay)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Budget" cents={q.budgetCents} />
        <Figure label="Care management (10%)" cents={q.careManagementCents} />
        <Figure label="Carried over" cents={q.carriedInCents} />
        <Figure label="Services budget" cents={q.servicesBudgetCents} />
        <Figure label="Used" cents={q.usedCents} />
        <Figure label="Committed by the roster" cents={q.committedCents} />
        <Figure label="Remaining" cents={q.remainingCents} strong />
        <Figure label="Carry-over cap" cents={q.carryOverCapCents} />
      </SimpleGrid>
      <Text fz="xs" c="dimmed" mt="sm">
        {q.usedNote}
      </Text>
      {q.warnings.map((w) => (
        <Alert key={w} color="yellow" mt="sm">
          {w}
        </Alert>
      ))}
    </Card>
  );
}
