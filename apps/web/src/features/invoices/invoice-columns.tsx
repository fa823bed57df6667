import { formatTicks, type InvoiceGroupView, type InvoiceLineView, quantityText } from '@care/domain';
import { ActionIcon, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { kmText, lineDateText, lineStatus, lineTimeText, moneyText } from './invoice-display.ts';
import { AmountCell, billedOf, DeliveryCell, ItemCell, LineStatusBadge } from './invoice-line-cells.tsx';

type Line = InvoiceLineView;

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
      secondary: 'xxl',
      exportValue: (l) => lineTimeText(l, zone),
    },
    ...(showClient ? [{ accessor: 'clientName', title: 'Client', secondary: 'md' as const }] : []),
    {
      accessor: 'staffName',
      title: 'Worker',
      // With every client's lines the client column takes the room (the worker shows from 1600 px).
      secondary: showClient ? 'xxl' : 'md',
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
    { accessor: 'shiftPeriod', title: 'Shift Period', secondary: 'xxl' },
    // Rostered (agreed) beside worked, then what was delivered (issue 40 item 7: in view at 1440 px).
    {
      accessor: 'agreedDuration',
      // Short titles (the totals bar and the line dialog keep the spec's "Agreed Duration", "Duration").
      title: 'Agreed',
      noWrap: true,
      secondary: true,
      exportValue: (l) => formatTicks(l.agreedDuration),
      sortValue: (l) => l.agreedDuration,
    },
    {
      accessor: 'duration',
      title: 'Worked',
      noWrap: true,
      secondary: true,
      exportValue: (l) => formatTicks(l.duration),
      sortValue: (l) => l.duration,
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
      secondary: 'xxl',
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
      secondary: 'xxl',
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
