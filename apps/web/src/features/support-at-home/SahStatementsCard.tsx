import { calendarDateInZone, statementMonthLabel } from '@care/domain';
import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useNow } from '../../shelf/useNow.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { SahStatementsTable } from './SahStatementsTable.tsx';
import { fetchSahStatementRun, fetchSahStatements, generateSahStatements, SAH_KEY } from './sah-api.ts';

/** The twelve months that have ended before `today` (none before the program's first, Nov 2025), newest first. */
export function endedMonths(today: string): string[] {
  const out: string[] = [];
  let [y, m] = today.split('-').map(Number) as [number, number];
  for (let i = 0; i < 12; i++) {
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month < '2025-11') {
      break;
    }
    out.push(month);
  }
  return out;
}

/** Generate statements for a month (every Support at Home client of the company), with the run's progress. */
function Generate() {
  const zone = useTimeZone();
  const months = endedMonths(calendarDateInZone(useNow(), zone));
  const [month, setMonth] = useState<string | null>(months[0] ?? null);
  const [runId, setRunId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (m: string) => generateSahStatements(m),
    onSuccess: (run) => setRunId(run.runId),
  });
  const run = useQuery({
    queryKey: [...SAH_KEY, 'statement-run', runId],
    queryFn: ({ signal }) => fetchSahStatementRun(runId as string, signal),
    enabled: runId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'Running' ? 1000 : false),
  });
  const finished = run.data && run.data.status !== 'Running';
  useEffect(() => {
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: [...SAH_KEY, 'statements'] });
    }
  }, [finished, queryClient]);
  const r = run.data;
  return (
    <Stack gap="xs">
      <Group align="end" gap="xs">
        <Select
          label="Month"
          data={months.map((m) => ({ value: m, label: statementMonthLabel(m) }))}
          value={month}
          onChange={setMonth}
          allowDeselect={false}
          w={200}
        />
        <Button
          onClick={() => month && start.mutate(month)}
          loading={start.isPending || r?.status === 'Running'}
          disabled={!month}
        >
          Generate statements
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        Every Support at Home client of the company gets the month’s statement, mailed to them or their
        representative. A client whose figures have not changed gets no new version.
      </Text>
      {r ? (
        <Alert
          color={r.status === 'Error' ? 'red' : r.status === 'Done' ? 'green' : 'blue'}
          aria-label="Statement run"
        >
          {r.status === 'Running'
            ? `Generating ${statementMonthLabel(r.month)}: ${r.done} of ${r.total || '…'} clients`
            : r.status === 'Done'
              ? `${statementMonthLabel(r.month)}: ${r.issued} issued, ${r.unchanged} unchanged, ${r.mailed} ${r.mailbox ? 'in the Mailbox to pass on (no mail server is set up, so nothing was e-mailed)' : 'mailed'}`
              : `The run stopped: ${r.message ?? 'an error'}`}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The client's monthly statements on their Support at Home section (the office): list, versions, PDF, generate. */
export function SahStatementsCard({ clientId }: { clientId: string }) {
  const zone = useTimeZone();
  const canGenerate = useCan('claim.manage');
  const statements = useQuery({
    queryKey: [...SAH_KEY, 'statements', clientId],
    queryFn: ({ signal }) => fetchSahStatements(clientId, signal),
  });
  return (
    <Card withBorder radius="lg" aria-label="Monthly statements">
      <Title order={4} mb="sm">
        Monthly statements
      </Title>
      <Stack gap="md">
        {canGenerate ? <Generate /> : null}
        {statements.isPending ? (
          <Skeleton h={80} />
        ) : statements.isError ? (
          <LoadFailed what="the statements" onRetry={() => void statements.refetch()} />
        ) : (
          <SahStatementsTable statements={statements.data.statements} zone={zone} showMailed />
        )}
      </Stack>
    </Card>
  );
}
