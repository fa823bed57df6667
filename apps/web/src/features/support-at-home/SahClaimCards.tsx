import type { SahClaimBatchView } from '@care/domain';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { downloadSahClaimFile, fetchSahClaim, sahClaimKey } from './sah-api.ts';
import { day, money, ONE_LINE } from './sah-words.ts';

// A claim as a card: its file, its states and, on demand, its lines.

const STATE_COLOURS: Record<string, string> = { Submitted: 'blue', Paid: 'green', Rejected: 'red' };

function ClaimLines({ claimBatchId }: { claimBatchId: string }) {
  const detail = useQuery({
    queryKey: sahClaimKey(claimBatchId),
    queryFn: ({ signal }) => fetchSahClaim(claimBatchId, signal),
  });
  if (detail.isError) {
    return <LoadFailed what="the claim’s lines" onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) {
    return <Text c="dimmed">Loading…</Text>;
  }
  const state = (l: (typeof detail.data.lines)[number]) => (
    <>
      <Badge color={STATE_COLOURS[l.state]} variant="light">
        {l.state}
      </Badge>
      {l.message ? (
        <Text fz="xs" c="red.8">
          {l.message}
        </Text>
      ) : null}
    </>
  );
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm">
        {detail.data.lines.map((l) => (
          <Card key={l.claimLineId} withBorder p="sm">
            <Text fw={600} fz="sm">
              {l.reference} · {day(l.serviceDate)}
            </Text>
            <Text fz="sm">
              {l.clientName} · {l.serviceName} · government {money(l.governmentCents)}
            </Text>
            {state(l)}
          </Card>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table aria-label={`Lines of ${detail.data.fileName}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th ta="right">Government</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.data.lines.map((l) => (
              <Table.Tr key={l.claimLineId}>
                <Table.Td>{l.reference}</Table.Td>
                <Table.Td style={ONE_LINE}>{day(l.serviceDate)}</Table.Td>
                <Table.Td>{l.clientName}</Table.Td>
                <Table.Td>{l.serviceName}</Table.Td>
                <Table.Td ta="right">{money(l.governmentCents)}</Table.Td>
                <Table.Td>{state(l)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

export function ClaimCard({ claim }: { claim: SahClaimBatchView }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>
              Claim {claim.batchNumber} · {day(claim.periodFrom)} to {day(claim.periodTo)}
            </Text>
            <Text fz="sm" c="dimmed">
              {claim.rowCount} lines · {money(claim.grossCents)} (government {money(claim.governmentCents)})
            </Text>
          </Stack>
          <Group gap="xs">
            {(['Submitted', 'Paid', 'Rejected'] as const).map((s) =>
              claim.counts[s] > 0 ? (
                <Badge key={s} color={STATE_COLOURS[s]} variant="light">
                  {claim.counts[s]} {s.toLowerCase()}
                </Badge>
              ) : null,
            )}
          </Group>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide lines' : 'Show lines'}
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => void downloadSahClaimFile(claim)}
          >
            Download file
          </Button>
        </Group>
        {open ? <ClaimLines claimBatchId={claim.claimBatchId} /> : null}
      </Stack>
    </Card>
  );
}
