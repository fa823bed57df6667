import { formatInZone, type SahStatementView } from '@care/domain';
import { Badge, Button, Table, Text } from '@mantine/core';
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
  if (statements.length === 0) {
    return <Text c="dimmed">No statements yet.</Text>;
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
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Open the ${s.monthLabel} statement, version ${s.version}`}
                  onClick={() => void downloadSahStatement(s)}
                >
                  PDF
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
