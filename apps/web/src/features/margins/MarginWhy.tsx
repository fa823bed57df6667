import type { MarginRow } from '@care/domain';
import { List, Modal, Stack, Text, Title } from '@mantine/core';
import { money } from '../pay-lines/pay-format.ts';

/** Each sentence with a key of its own (the same sentence may come twice: two equal shares). */
function keyed(lines: readonly string[]): { key: string; line: string }[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const n = (seen.get(line) ?? 0) + 1;
    seen.set(line, n);
    return { key: `${line}#${n}`, line };
  });
}

/** Where a row's figures come from: each billed line, each cost line with its on-costs. */
export function MarginWhy({ row, onClose }: { row: MarginRow | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title={row?.label ?? ''} size="xl">
      {row ? (
        <Stack gap="md">
          <Text fz="sm">
            Billed {money(row.billedCents)} − cost {money(row.costCents)} (pay {money(row.payCents)} + super{' '}
            {money(row.superCents)} + workers’ compensation {money(row.workersCompCents)} + payroll tax{' '}
            {money(row.payrollTaxCents)}) = margin {money(row.marginCents)}
            {row.marginPercent === null ? '' : ` (${row.marginPercent}%)`}
          </Text>
          <Title order={4}>Billed</Title>
          {row.billedExplanation.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Nothing billed on a saved invoice
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {keyed(row.billedExplanation).map((l) => (
                <List.Item key={l.key}>{l.line}</List.Item>
              ))}
            </List>
          )}
          <Title order={4}>Cost</Title>
          {row.costExplanation.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No pay lines
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {keyed(row.costExplanation).map((l) => (
                <List.Item key={l.key}>{l.line}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
