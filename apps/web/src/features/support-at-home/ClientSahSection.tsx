import { calendarDateInZone, type SahProgramView } from '@care/domain';
import { Alert, Badge, Box, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { type SahDialog, SahProgramDialogs } from './SahProgramDialogs.tsx';
import { SahQuarterCard } from './SahQuarterCard.tsx';
import { SahStatementsCard } from './SahStatementsCard.tsx';
import { fetchSahProgram, SAH_KEY } from './sah-api.ts';
import { day, money, percent } from './sah-words.ts';

function Details({ view }: { view: SahProgramView }) {
  const rows: [string, string][] = [
    ['My Aged Care ID', view.myAgedCareId ?? '—'],
    ['Care partner', view.carePartner?.name ?? '—'],
    [
      'Contributions paid',
      `${money(view.contributionsPaidCents)}${view.contributionsPaidAsOf ? ` as of ${day(view.contributionsPaidAsOf)}` : ''}`,
    ],
    [
      'Lifetime cap',
      view.lifetimeCapCents === null
        ? '—'
        : `${money(view.lifetimeCapCents)} (${money(view.lifetimeCapRoomCents)} left)`,
    ],
  ];
  return (
    <Table aria-label="Support at Home details" withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function History({ view }: { view: SahProgramView }) {
  return (
    <Stack gap="xs">
      <Table aria-label="Classifications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Classification</Table.Th>
            <Table.Th>Approved</Table.Th>
            <Table.Th>From</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.classifications.map((c) => (
            <Table.Tr key={c.classificationId}>
              <Table.Td>{c.label}</Table.Td>
              <Table.Td>{day(c.approvalDate)}</Table.Td>
              <Table.Td>{day(c.startDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table aria-label="Contribution rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Clinical</Table.Th>
            <Table.Th>Independence</Table.Th>
            <Table.Th>Everyday living</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.contributionRates.map((r) => (
            <Table.Tr key={r.rateId}>
              <Table.Td>{day(r.effectiveFrom)}</Table.Td>
              <Table.Td>
                {r.pensionStatusLabel}
                {r.warnings.map((w) => (
                  <Text key={w} fz="xs" c="orange">
                    {w}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>0%</Table.Td>
              <Table.Td>{percent(r.independenceBp)}</Table.Td>
              <Table.Td>{percent(r.everydayLivingBp)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The client profile's Support at Home section (issue 39 items 1, 2): funding, program, the quarter. */
export function ClientSahSection({ profileId }: { profileId: string }) {
  const [dialog, setDialog] = useState<SahDialog>(null);
  const canManage = useCan('sahProgram.manage');
  const zone = useTimeZone();
  const program = useQuery({
    queryKey: [...SAH_KEY, 'program', profileId],
    queryFn: ({ signal }) => fetchSahProgram(profileId, signal),
  });
  if (program.isPending) {
    return <Skeleton h={120} radius="lg" mt="lg" />;
  }
  if (program.isError) {
    return <LoadFailed what="the funding program" onRetry={() => void program.refetch()} />;
  }
  const view = program.data;
  const sah = view.fundingProgram === 'SUPPORT_AT_HOME';
  return (
    <Card withBorder radius="lg" mt="lg" aria-label="Funding">
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          <Title order={3}>Funding</Title>
          <Badge variant="light">{view.fundingProgramLabel}</Badge>
          {view.grandfathered ? <Badge color="grape">Grandfathered</Badge> : null}
        </Group>
        {canManage ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog('program')}>
              Change funding
            </Button>
            {sah ? (
              <>
                <Button variant="default" onClick={() => setDialog('classification')}>
                  Add classification
                </Button>
                <Button variant="default" onClick={() => setDialog('rate')}>
                  Add rates
                </Button>
              </>
            ) : null}
          </Group>
        ) : null}
      </Group>
      {sah ? (
        <Stack gap="md">
          {view.grandfatheredMeaning ? <Text fz="sm">{view.grandfatheredMeaning}</Text> : null}
          {view.warnings.map((w) => (
            <Alert key={w} color="yellow">
              {w}
            </Alert>
          ))}
          <Details view={view} />
          <History view={view} />
          {view.classifications.length > 0 ? (
            <Box>
              <SahQuarterCard clientId={profileId} today={calendarDateInZone(new Date(), zone)} />
            </Box>
          ) : null}
          <SahStatementsCard clientId={profileId} />
        </Stack>
      ) : null}
      <SahProgramDialogs open={dialog} view={view} onClose={() => setDialog(null)} />
    </Card>
  );
}
