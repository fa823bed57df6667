import type { AwardSettingsView } from '@care/domain';
import { formatCalendarDate } from '@care/domain';
import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { awardFacts, awardSummary } from './award-words.ts';

/** The settings in force and every row of the history, read-only (the Pay tab and the worker's own page). */
export function AwardSettingsDetails({ view, own }: { view: AwardSettingsView; own: boolean }) {
  const current = view.current;
  const upcoming = view.history.filter((r) => r.effectiveFrom > view.today);
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {own ? 'How you are paid' : 'Award settings in force'}
          </Title>
          {current ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
              {awardFacts(current).map((f) => (
                <div key={f.label}>
                  <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
                    {f.label}
                  </Text>
                  <Text component="dd" m={0} fz="sm" fw={500}>
                    {f.value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed" fz="sm">
              {own
                ? 'Your employer has not recorded your award settings yet. Ask the office.'
                : 'No award settings are in force today: no pay lines can be worked out for this worker until they are recorded.'}
            </Text>
          )}
          {upcoming.length > 0 ? (
            <Text fz="sm">
              <Badge variant="light" mr={6}>
                Upcoming
              </Badge>
              {upcoming
                .map((r) => `${awardSummary(r)} from ${formatCalendarDate(r.effectiveFrom)}`)
                .join('; ')}
            </Text>
          ) : null}
        </Stack>
      </Card>
      {view.history.length > 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Title order={3} fz="md">
              History
            </Title>
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder aria-label="Award settings history">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>From</Table.Th>
                    <Table.Th>To</Table.Th>
                    <Table.Th>Settings</Table.Th>
                    <Table.Th>Recorded by</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.history.map((r) => (
                    <Table.Tr key={r.awardSettingsId}>
                      <Table.Td>{formatCalendarDate(r.effectiveFrom)}</Table.Td>
                      <Table.Td>{r.effectiveTo ? formatCalendarDate(r.effectiveTo) : '—'}</Table.Td>
                      <Table.Td>{awardSummary(r)}</Table.Td>
                      <Table.Td>{r.recordedBy ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
