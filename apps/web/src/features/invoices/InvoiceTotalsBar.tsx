import { billedQuantitiesText, formatTicks, type InvoiceLineView, type InvoiceTotals } from '@care/domain';
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

/**
 * The invoice's totals (spec 3 §2.3): the amount beside what it bills (issue 40 item 2), then the
 * worked and agreed durations as 'H Hrs M min' (information), and km.
 */
export function InvoiceTotalsBar({
  totals,
  lines,
}: {
  totals: InvoiceTotals;
  lines: readonly InvoiceLineView[];
}) {
  // A held-back line (no item, $0) bills nothing.
  const billing = lines.filter((l) => l.unit && l.amountCents > 0);
  return (
    <Paper withBorder radius="lg" p="md" mb="md">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        <Total label="Total Amount" value={moneyText(totals.totalAmountCents)} />
        <Total label="Total Billed" value={billedQuantitiesText(billing)} />
        <Total label="Total Duration" value={formatTicks(totals.totalDuration)} />
        <Total label="Total Agreed Duration" value={formatTicks(totals.totalAgreedDuration)} />
        <Total label="Total Km" value={kmText(totals.totalKm)} />
      </SimpleGrid>
    </Paper>
  );
}
