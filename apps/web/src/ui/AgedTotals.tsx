import { AGE_BUCKET_LABELS, AGE_BUCKETS, type AgeBucket, formatCents } from '@care/domain';
import { Card, SimpleGrid, Text } from '@mantine/core';

/**
 * What is owed by days past due, a card a bucket and the total (aged invoices, aged contribution
 * invoices): anything past due in red.
 */
export function AgedTotals({
  buckets,
  totalCents,
}: {
  buckets: Record<AgeBucket, number>;
  totalCents: number;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" aria-label="Owed by age">
      {AGE_BUCKETS.map((b) => (
        <Card key={b} withBorder radius="md" padding="sm">
          <Text fz="xs" c="dimmed">
            {AGE_BUCKET_LABELS[b]}
          </Text>
          <Text fw={700} c={b !== 'current' && buckets[b] > 0 ? 'red.7' : undefined}>
            {formatCents(buckets[b])}
          </Text>
        </Card>
      ))}
      <Card withBorder radius="md" padding="sm" bg="gray.0">
        <Text fz="xs" c="dimmed">
          Total owed
        </Text>
        <Text fw={700}>{formatCents(totalCents)}</Text>
      </Card>
    </SimpleGrid>
  );
}
