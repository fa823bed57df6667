import { formatInZone, type SahStatementView } from '@care/domain';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { downloadSahStatement } from './sah-api.ts';
import { money } from './sah-words.ts';

/** Where a statement went: the address it was mailed to, or why it was not. */
function Mailed({ s, zone }: { s: SahStatementView; zone: string }) {
  if (s.mailedAt) {
    return (
      <Text fz="sm">
        {s.mailedTo}
        <Text span fz="xs" c="dimmed" display="block">
          {formatInZone(s.mailedAt, 'dayMonthYear', zone)}
        </Text>
      </Text>
    );
  }
  return (
    <Text fz="sm" c="orange">
      {s.mailNote ?? 'Not mailed'}
    </Text>
  );
}

const pdfButton = (s: SahStatementView) => (
  <Button
    size="xs"
    variant="default"
    aria-label={`Open the ${s.monthLabel} statement, version ${s.version}`}
    onClick={() => void downloadSahStatement(s)}
  >
    PDF
  </Button>
);

/** On a phone: one card a statement, the funding left first. */
function StatementCards({
  statements,
  zone,
  showMailed,
}: {
  statements: readonly SahStatementView[];
  zone: string;
  showMailed: boolean;
}) {
  return (
    <Stack gap="xs" aria-label="Monthly statements">
      {statements.map((s) => (
        <Paper key={s.statementId} withBorder p="sm" radius="md" c={s.superseded ? 'dimmed' : undefined}>
          <Group justify="space-between" wrap="nowrap" align="start">
            <Stack gap={2}>
              <Text fw={600}>
                {s.monthLabel}{' '}
                <Text span fz="sm" fw={400}>
                  version {s.version}
                </Text>{' '}
                {s.superseded ? (
                  <Badge size="xs" variant="light" color="gray">
                    Replaced
                  </Badge>
                ) : null}
              </Text>
              <Text fz="sm">
                Funding left <b>{money(s.closingRemainingCents)}</b>
              </Text>
              <Text fz="xs" c="dimmed">
                At the start {money(s.openingAvailableCents)} · used {money(s.usedCents)}
              </Text>
              {showMailed ? <Mailed s={s} zone={zone} /> : null}
            </Stack>
            {pdfButton(s)}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A client's monthly statements (issue 39 item 5): each month's versions, newest first, with the
 * funding figures and the PDF. The office sees where each was mailed; the client their own.
 */
export function SahStatementsTable({
  statements,
  zone,
  showMailed,
}: {
  statements: readonly SahStatementView[];
  zone: string;
  showMailed: boolean;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  if (statements.length === 0) {
    return <Text c="dimmed">No statements yet.</Text>;
  }
  if (phone) {
    return <StatementCards statements={statements} zone={zone} showMailed={showMailed} />;
  }
  return (
    <Table.ScrollContainer minWidth={showMailed ? 860 : 620}>
      <Table aria-label="Monthly statements" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th ta="right">Funding at the start</Table.Th>
            <Table.Th ta="right">Used</Table.Th>
            <Table.Th ta="right">Funding left</Table.Th>
            {showMailed ? <Table.Th>Mailed</Table.Th> : null}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statements.map((s) => (
            <Table.Tr key={s.statementId} c={s.superseded ? 'dimmed' : undefined}>
              <Table.Td>{s.monthLabel}</Table.Td>
              <Table.Td>
                {s.version}{' '}
                {s.superseded ? (
                  <Badge size="xs" variant="light" color="gray">
                    Replaced
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{money(s.openingAvailableCents)}</Table.Td>
              <Table.Td ta="right">{money(s.usedCents)}</Table.Td>
              <Table.Td ta="right" fw={s.superseded ? undefined : 600}>
                {money(s.closingRemainingCents)}
              </Table.Td>
              {showMailed ? (
                <Table.Td>
                  <Mailed s={s} zone={zone} />
                </Table.Td>
              ) : null}
              <Table.Td>{pdfButton(s)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
