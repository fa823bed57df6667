import { formatTicks, type InvoiceTotals } from '@care/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { kmText, moneyText } from './invoice-display.ts';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={700} aria-label={label}>
        {value}
      </Text>
    </div>
  );
}

/** The invoice's totals (spec 3 §2.3): durations as 'H Hrs M min', amount in dollars, km. */
export function InvoiceTotalsBar({ totals }: { totals: InvoiceTotals }) {
  return (
    <Paper withBorder radius="lg" p="md" mb="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Total label="Total Duration" value={formatTicks(totals.totalDuration)} />
        <Total label="Total Amount" value={moneyText(totals.totalAmountCents)} />
        <Total label="Total Agreed Duration" value={formatTicks(totals.totalAgreedDuration)} />
        <Total label="Total Km" value={kmText(totals.totalKm)} />
      </SimpleGrid>
    </Paper>
  );
}
