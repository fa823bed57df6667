import { calendarDateInZone } from '@care/domain';
import { Alert, Card, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useNow } from '../../shelf/useNow.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SahQuarterCard } from './SahQuarterCard.tsx';
import { SahStatementsTable } from './SahStatementsTable.tsx';
import { fetchMySahStatements, SAH_KEY } from './sah-api.ts';

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
            <SahQuarterCard clientId={mine.data.clientId} today={today} />
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
