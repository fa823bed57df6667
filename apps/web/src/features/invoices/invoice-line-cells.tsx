import { formatTicks, type InvoiceLineView, lineSumText } from '@care/domain';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { lineStatus, moneyText, NO_ITEM_TEXT } from './invoice-display.ts';

// The cells of an invoice line that hold more than a value: its status, its delivery against the
// agreement, its amount with what it bills, its item. The columns that place them: invoice-columns.tsx.

type Line = InvoiceLineView;

/** A line's status badge; a claimed line's portal message shows on hover. */
export function LineStatusBadge({ line }: { line: Line }) {
  const status = lineStatus(line);
  const badge = <StatusBadge kind="invoiceLine" status={status} style={{ flexShrink: 0 }} />;
  return line.claimMessage ? (
    <Tooltip label={line.claimMessage} multiline w={260} withinPortal>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}

/**
 * Delivered against agreed: a short delivery (worked short of agreed beyond the tolerance) bills the
 * worked time until the office confirms the agreed time with a reason.
 */
export function DeliveryCell({
  line,
  onConfirmShort,
}: {
  line: Line;
  onConfirmShort?: (line: Line) => void;
}) {
  if (line.shortDelivery === 'Confirmed') {
    return (
      <Tooltip
        label={`Agreed time confirmed: ${line.shortDeliveryReason ?? ''}`}
        multiline
        w={280}
        withinPortal
      >
        <Badge color="teal" variant="light">
          Short, agreed confirmed
        </Badge>
      </Tooltip>
    );
  }
  if (line.shortDelivery !== 'Unconfirmed') {
    return null;
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip
        label={`Worked ${formatTicks(line.duration)} of the agreed ${formatTicks(line.agreedDuration)}: the worked time is billed`}
        multiline
        w={260}
        withinPortal
      >
        <Badge color="orange" variant="light">
          Short delivery
        </Badge>
      </Tooltip>
      {onConfirmShort && !isLockedLine(line) ? (
        <Button size="compact-xs" variant="subtle" onClick={() => onConfirmShort(line)}>
          Confirm agreed
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * An amount with what it bills beneath it (issue 40 item 2): '0.13 h × $70.23' under '$9.36', so the
 * amount adds up on the screen as on the PDF; agreed and worked are the columns beside, as information.
 * In the cell, not a column of its own, so the tables keep their width.
 */
export function AmountCell({ amountCents, billed }: { amountCents: number; billed: string }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text fz="sm" fw={600}>
        {moneyText(amountCents)}
      </Text>
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {billed}
      </Text>
    </Stack>
  );
}

/** '0.13 h × $70.23' of '0.13 h × $70.23 = $9.36': the amount is shown above it. */
export const billedOf = (l: Line) => lineSumText(l).split(' = ')[0] ?? '';

const isLockedLine = (l: Line) => l.claimStatus === 'Claimed' || l.claimStatus === 'Paid';

/** The item number, with a warning icon when the band has no item for the client. */
export function ItemCell({ line }: { line: Line }) {
  if (line.hasItem) {
    return <Text fz="sm">{line.itemNumber ?? ''}</Text>;
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={NO_ITEM_TEXT} withinPortal>
        <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-label={NO_ITEM_TEXT} />
      </Tooltip>
      <Text fz="sm">{line.itemNumber ?? ''}</Text>
    </Group>
  );
}
