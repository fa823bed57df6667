import type { SahPreflightLineView, SahPreflightView } from '@care/domain';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { day, money, ONE_LINE } from './sah-words.ts';

// The claim run's pre-flight (issue 39 item 4): each line of the period, ready or with its problems and fixes.

/** A line of the pre-flight: its unit price (Price) and what it comes to (Amount: units × price). */
function LineRow({ line }: { line: SahPreflightLineView }) {
  return (
    <Table.Tr>
      <Table.Td style={ONE_LINE}>{day(line.serviceDate)}</Table.Td>
      <Table.Td>{line.clientName}</Table.Td>
      <Table.Td>{line.serviceName ?? '—'}</Table.Td>
      <Table.Td ta="right">{line.quantity}</Table.Td>
      <Table.Td ta="right" style={ONE_LINE}>
        {money(line.unitPriceCents)}
      </Table.Td>
      <Table.Td ta="right" style={ONE_LINE}>
        {money(line.grossCents)}
      </Table.Td>
      <Table.Td ta="right">{money(line.contributionCents)}</Table.Td>
      <Table.Td ta="right">{money(line.governmentCents)}</Table.Td>
      <Table.Td>
        <LineCheck line={line} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Ready (again, after a rejection, with its reason), or each problem. */
function LineCheck({ line }: { line: SahPreflightLineView }) {
  if (line.problems.length === 0) {
    return (
      <Stack gap={2}>
        <Badge color="green" variant="light">
          Ready{line.claim?.state === 'Rejected' ? ' (claim again)' : ''}
        </Badge>
        {line.claim?.state === 'Rejected' && line.claim.message ? (
          <Text fz="xs" c="dimmed">
            Rejected as {line.claim.reference}: {line.claim.message}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {line.problems.map((p) => (
        <Text key={p.rule} fz="sm" c="red.8">
          {p.message}
        </Text>
      ))}
    </Stack>
  );
}

/** A line as a card, on a phone (the table's columns do not fit). */
function LineCard({ line }: { line: SahPreflightLineView }) {
  return (
    <Card withBorder p="sm" component="article" aria-label={`${line.clientName}, ${day(line.serviceDate)}`}>
      <Stack gap={4}>
        <Text fw={600}>
          {day(line.serviceDate)} · {line.clientName}
        </Text>
        <Text fz="sm">
          {line.serviceName ?? '—'} · {line.quantity} × {money(line.unitPriceCents)} ={' '}
          {money(line.grossCents)}
        </Text>
        <Text fz="sm" c="dimmed">
          Contribution {money(line.contributionCents)} · government {money(line.governmentCents)}
        </Text>
        <LineCheck line={line} />
      </Stack>
    </Card>
  );
}

export function PreflightPanel({ result, onClaim }: { result: SahPreflightView; onClaim: () => void }) {
  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {result.passingCount} line{result.passingCount === 1 ? '' : 's'} ready to claim:{' '}
              {money(result.passingGrossCents)}
            </Title>
            <Text fz="sm" c="dimmed">
              Government {money(result.passingGovernmentCents)} · {result.failingCount} need attention ·{' '}
              {result.claimedCount} already claimed
            </Text>
          </Stack>
          <Button
            disabled={result.passingCount === 0}
            onClick={onClaim}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Claim and download the file
          </Button>
        </Group>
        {result.byRule.length > 0 ? (
          <Alert color="yellow" variant="light" title="What the lines need">
            <Stack gap={4}>
              {result.byRule.map((r) => (
                <Text key={r.rule} fz="sm">
                  <b>{r.count}</b> · {r.fix}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {result.lines.length === 0 ? (
          <Text c="dimmed">No delivered Support at Home line of the period is left to claim.</Text>
        ) : (
          <>
            <Stack gap="xs" hiddenFrom="sm">
              {result.lines.map((l) => (
                <LineCard key={`${l.clientId}|${l.sourceKey}`} line={l} />
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={900} visibleFrom="sm">
              <Table striped aria-label="Lines of the period">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Client</Table.Th>
                    <Table.Th>Service</Table.Th>
                    <Table.Th ta="right">Units</Table.Th>
                    <Table.Th ta="right">Price</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th ta="right">Contribution</Table.Th>
                    <Table.Th ta="right">Government</Table.Th>
                    <Table.Th>Pre-flight</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.lines.map((l) => (
                    <LineRow key={`${l.clientId}|${l.sourceKey}`} line={l} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}
