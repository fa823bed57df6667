import { calendarDateInZone } from '@care/domain';
import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useNow } from '../../shelf/useNow.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SahStatementsTable } from './SahStatementsTable.tsx';
import { fetchMySahStatements, fetchSahQuarter, SAH_KEY } from './sah-api.ts';
import { money } from './sah-words.ts';

/** The quarter's budget left, in the client's words (the office's card explains its workings). */
function BudgetLeft({ clientId, today }: { clientId: string; today: string }) {
  const quarter = useQuery({
    queryKey: [...SAH_KEY, 'quarter', clientId, today],
    queryFn: ({ signal }) => fetchSahQuarter(clientId, today, signal),
    retry: false,
  });
  if (quarter.isPending) {
    return <Skeleton h={100} radius="lg" />;
  }
  if (quarter.isError) {
    return (
      <Alert color="yellow">
        {quarter.error instanceof Error && quarter.error.message
          ? quarter.error.message
          : 'Your budget could not be shown.'}
      </Alert>
    );
  }
  const q = quarter.data;
  const rows: [string, number][] = [
    ['Your services budget this quarter', q.servicesBudgetCents],
    ['Used so far', q.usedCents],
    ['Set aside for services booked ahead', q.committedCents],
  ];
  return (
    <Card withBorder radius="lg" aria-label={`Budget left ${q.quarter.label}`}>
      <Text fz="sm" c="dimmed">
        {q.quarter.label}
      </Text>
      <Text fz={28} fw={700} c={q.remainingCents < 0 ? 'red' : undefined}>
        {money(q.remainingCents)}
      </Text>
      <Text fz="sm" mb="sm">
        left to spend this quarter
      </Text>
      <Stack gap={4} maw={520}>
        {rows.map(([label, cents]) => (
          <Group key={label} justify="space-between" wrap="nowrap">
            <Text fz="sm">{label}</Text>
            <Text fz="sm">{money(cents)}</Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The client portal's Support at Home statements (issue 39 item 5): the budget left this quarter and
 * each monthly statement with its PDF. A client sees only their own.
 */
export function MyStatementsPage() {
  const zone = useTimeZone();
  const today = calendarDateInZone(useNow(), zone);
  const mine = useQuery({
    queryKey: [...SAH_KEY, 'my-statements'],
    queryFn: ({ signal }) => fetchMySahStatements(signal),
    retry: false,
  });
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="My statements"
        description="Each month we send you a statement of your Support at Home funding: what was available, the services delivered and what is left. A statement is not a bill."
      />
      {mine.isPending ? (
        <Skeleton h={160} radius="lg" />
      ) : mine.isError ? (
        'status' in mine.error && mine.error.status === 404 ? (
          <Alert color="yellow">No Support at Home statements are kept for your account.</Alert>
        ) : (
          <LoadFailed what="your statements" onRetry={() => void mine.refetch()} />
        )
      ) : (
        <>
          <Stack gap="xs" aria-label="Budget left">
            <Title order={3}>Your budget left</Title>
            <BudgetLeft clientId={mine.data.clientId} today={today} />
          </Stack>
          <Card withBorder radius="lg">
            <Title order={3} mb="sm">
              Monthly statements
            </Title>
            <SahStatementsTable statements={mine.data.statements} zone={zone} showMailed={false} />
          </Card>
        </>
      )}
    </Stack>
  );
}
