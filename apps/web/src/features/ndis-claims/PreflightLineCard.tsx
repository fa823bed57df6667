import { formatCalendarDate, type PreflightLineView, type PreflightRule } from '@care/domain';
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { moneyText } from '../invoices/invoice-display.ts';

export interface PreflightLineCardProps {
  line: PreflightLineView;
  /** Opens the Edit Invoice dialog on the line (the check runs again after saving); offered when an item is the problem. */
  onFix: (line: PreflightLineView) => void;
  /** Opens the saved invoice the line belongs to. */
  onOpenInvoice: (line: PreflightLineView) => void;
  busy: boolean;
}

/** The problems an administrator fixes by choosing another activity (support item) for the line. */
const FIXED_BY_EDIT: readonly PreflightRule[] = [
  'noItem',
  'itemNotInForce',
  'priceAboveLimit',
  'itemDoesNotFit',
];
export const fixedByEdit = (l: PreflightLineView) => l.problems.some((p) => FIXED_BY_EDIT.includes(p.rule));

/** What the line is, for the card's heading and screen readers. */
export const lineTitle = (l: PreflightLineView) =>
  `${l.clientName}, ${formatCalendarDate(l.date)}, ${l.itemNumber ?? 'no support item'}`;

/** A line that fails the pre-flight: what it is, every problem with its fix, and where to fix it. */
export function PreflightLineCard({ line, onFix, onOpenInvoice, busy }: PreflightLineCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={lineTitle(line)}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{line.clientName}</Text>
            <Text fz="sm" c="dimmed">
              {formatCalendarDate(line.date)} · {line.itemNumber ?? 'No support item'}
              {line.itemName ? ` ${line.itemName}` : ''}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {line.claimStatus === 'Rejected' ? (
              <Badge color="red" variant="light" miw="max-content">
                Rejected before
              </Badge>
            ) : null}
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {moneyText(line.amountCents)}
            </Text>
          </Group>
        </Group>
        <Text fz="xs" c="dimmed">
          Claim reference {line.claimReference}
          {line.invoiceNumber ? ` · Invoice ${line.invoiceNumber}` : ''}
        </Text>
        <List size="sm" spacing={6} aria-label="Problems">
          {line.problems.map((p) => (
            <List.Item key={p.rule}>
              <Text fz="sm" fw={600} c="red.8">
                {p.message}
              </Text>
              <Text fz="sm">Fix: {p.fix}</Text>
            </List.Item>
          ))}
          {(line.notes ?? []).map((p) => (
            <List.Item key={p.rule}>
              <Text fz="sm" fw={600} c="orange.8">
                {p.message}
              </Text>
              <Text fz="sm">{p.fix}</Text>
            </List.Item>
          ))}
        </List>
        <Group gap="sm">
          {fixedByEdit(line) ? (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
              onClick={() => onFix(line)}
              loading={busy}
              aria-label={`Fix this line: ${lineTitle(line)}`}
            >
              Fix this line
            </Button>
          ) : null}
          <Anchor component="button" type="button" fz="sm" onClick={() => onOpenInvoice(line)}>
            Open its invoice
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
