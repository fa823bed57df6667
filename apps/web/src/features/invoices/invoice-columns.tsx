import {
  formatTicks,
  type InvoiceGroupView,
  type InvoiceLineView,
  lineSumText,
  quantityText,
} from '@care/domain';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import type { DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import {
  kmText,
  lineDateText,
  lineStatus,
  lineTimeText,
  moneyText,
  NO_ITEM_TEXT,
} from './invoice-display.ts';

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
function DeliveryCell({ line, onConfirmShort }: { line: Line; onConfirmShort?: (line: Line) => void }) {
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
function AmountCell({ amountCents, billed }: { amountCents: number; billed: string }) {
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
const billedOf = (l: Line) => lineSumText(l).split(' = ')[0] ?? '';

const isLockedLine = (l: Line) => l.claimStatus === 'Claimed' || l.claimStatus === 'Paid';

/** The item number, with a warning icon when the band has no item for the client. */
function ItemCell({ line }: { line: Line }) {
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

/**
 * The ungrouped view's columns (spec 3 §2.3): date and day, time, client (for All Client), worker,
 * item, shift period, durations, unit price, amount, km, status, and Edit when the caller allows it.
 */
export function lineColumns(
  zone: string,
  {
    showClient,
    onEdit,
    onConfirmShort,
  }: { showClient: boolean; onEdit?: (line: Line) => void; onConfirmShort?: (line: Line) => void },
): DataTableColumn<Line>[] {
  const columns: DataTableColumn<Line>[] = [
    {
      accessor: 'date',
      title: 'Date',
      noWrap: true,
      render: (l) => (
        <div>
          <Text fz="sm" fw={600}>
            {lineDateText(l)}
          </Text>
          <Text fz="xs" c="dimmed">
            {l.day}
          </Text>
        </div>
      ),
      exportValue: (l) => `${lineDateText(l)} ${l.day}`,
      sortValue: (l) => `${l.date}${l.dateFrom}`,
    },
    {
      accessor: 'dateFrom',
      title: 'Time',
      noWrap: true,
      secondary: 'xl',
      exportValue: (l) => lineTimeText(l, zone),
    },
    ...(showClient ? [{ accessor: 'clientName', title: 'Client', secondary: 'md' as const }] : []),
    {
      accessor: 'staffName',
      title: 'Worker',
      // With every client's lines the client column takes the room.
      secondary: showClient ? 'xl' : 'md',
      exportValue: (l) => l.staffName ?? '',
    },
    {
      accessor: 'itemNumber',
      title: 'Item Number',
      noWrap: true,
      secondary: true,
      render: (l) => <ItemCell line={l} />,
      exportValue: (l) => l.itemNumber ?? '',
    },
    { accessor: 'shiftPeriod', title: 'Shift Period', secondary: 'xl' },
    {
      accessor: 'duration',
      title: 'Duration',
      noWrap: true,
      secondary: 'xl',
      exportValue: (l) => formatTicks(l.duration),
      sortValue: (l) => l.duration,
    },
    {
      accessor: 'agreedDuration',
      title: 'Agreed Duration',
      noWrap: true,
      secondary: true,
      exportValue: (l) => formatTicks(l.agreedDuration),
      sortValue: (l) => l.agreedDuration,
    },
    {
      accessor: 'shortDelivery',
      title: 'Delivered',
      noWrap: true,
      render: (l) => <DeliveryCell line={l} onConfirmShort={onConfirmShort} />,
      exportValue: (l) =>
        l.shortDelivery === 'Unconfirmed'
          ? `Short: worked ${formatTicks(l.duration)} of ${formatTicks(l.agreedDuration)}`
          : l.shortDelivery === 'Confirmed'
            ? `Short, agreed confirmed: ${l.shortDeliveryReason ?? ''}`
            : '',
    },
    {
      accessor: 'unitPrice',
      title: 'Unit Price',
      noWrap: true,
      textAlign: 'right',
      secondary: 'xl',
      exportValue: (l) => moneyText(l.unitPriceCents),
      sortValue: (l) => l.unitPriceCents,
    },
    {
      accessor: 'amount',
      title: 'Amount',
      noWrap: true,
      textAlign: 'right',
      render: (l) => <AmountCell amountCents={l.amountCents} billed={billedOf(l)} />,
      exportValue: (l) => moneyText(l.amountCents),
      sortValue: (l) => l.amountCents,
    },
    {
      accessor: 'totalKm',
      title: 'Km',
      noWrap: true,
      textAlign: 'right',
      secondary: 'xl',
      exportValue: (l) => kmText(l.totalKm),
      sortValue: (l) => l.totalKm,
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (l) => <LineStatusBadge line={l} />,
      exportValue: lineStatus,
    },
  ];
  if (onEdit) {
    columns.push({
      accessor: 'edit',
      title: 'Edit',
      exportable: false,
      textAlign: 'center',
      // On a phone the expanded row offers Edit.
      hiddenOnPhone: true,
      render: (l) => (
        <ActionIcon
          variant="subtle"
          aria-label={`Edit the line of ${lineDateText(l)}`}
          onClick={() => onEdit(l)}
        >
          <IconPencil size={18} stroke={1.8} />
        </ActionIcon>
      ),
    });
  }
  return columns;
}

/** The grouped view's columns: one row per item (and price), sums of its lines. */
export function groupColumns(
  unitOf: (itemNumber: string | null) => string | null,
): DataTableColumn<InvoiceGroupView>[] {
  const billed = (g: InvoiceGroupView) => quantityText(g.quantity, unitOf(g.itemNumber));
  return [
    { accessor: 'itemNumber', title: 'Item Number', noWrap: true, exportValue: (g) => g.itemNumber ?? '' },
    { accessor: 'itemName', title: 'Item', secondary: true, exportValue: (g) => g.itemName ?? '' },
    {
      accessor: 'claimType',
      title: 'Type',
      secondary: 'lg',
      exportValue: (g) => (g.claimType === 'CANC' ? 'Cancellation' : 'Service'),
    },
    { accessor: 'lineCount', title: 'Lines', textAlign: 'right', secondary: 'lg' },
    {
      accessor: 'duration',
      title: 'Duration',
      noWrap: true,
      secondary: 'xl',
      exportValue: (g) => formatTicks(g.duration),
      sortValue: (g) => g.duration,
    },
    {
      accessor: 'agreedDuration',
      title: 'Agreed Duration',
      noWrap: true,
      secondary: true,
      exportValue: (g) => formatTicks(g.agreedDuration),
      sortValue: (g) => g.agreedDuration,
    },
    {
      accessor: 'unitPrice',
      title: 'Unit Price',
      noWrap: true,
      textAlign: 'right',
      exportValue: (g) => moneyText(g.unitPriceCents),
      sortValue: (g) => g.unitPriceCents,
    },
    {
      accessor: 'amount',
      title: 'Amount',
      noWrap: true,
      textAlign: 'right',
      // Summed line by line: the amount may differ by a cent from the hours × the price, so no '='.
      render: (g) => <AmountCell amountCents={g.amountCents} billed={`${billed(g)} billed`} />,
      exportValue: (g) => moneyText(g.amountCents),
      sortValue: (g) => g.amountCents,
    },
    {
      accessor: 'totalKm',
      title: 'Km',
      noWrap: true,
      textAlign: 'right',
      secondary: 'xl',
      exportValue: (g) => kmText(g.totalKm),
      sortValue: (g) => g.totalKm,
    },
  ];
}
