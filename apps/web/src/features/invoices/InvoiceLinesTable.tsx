import type { InvoiceGroupView, InvoiceLineView } from '@care/domain';
import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { groupColumns, lineColumns } from './invoice-columns.tsx';
import { LineExplanation } from './LineExplanation.tsx';

export interface InvoiceLinesTableProps {
  lines: InvoiceLineView[];
  groups: InvoiceGroupView[];
  view: 'ungrouped' | 'grouped';
  /** The client column (All Client shows every client's lines). */
  showClient: boolean;
  /** An Edit action on each line (left out where lines cannot be edited). */
  onEdit?: (line: InvoiceLineView) => void;
  /** Confirm the agreed time of a short delivery (left out where lines cannot be edited). */
  onConfirmShort?: (line: InvoiceLineView) => void;
  /** The exports' file name and title. */
  exportName: string;
  loading?: boolean;
  noRecordsText?: string;
}

const groupId = (g: InvoiceGroupView) => `${g.itemNumber ?? 'none'}|${g.unitPriceCents}|${g.claimType ?? ''}`;

/**
 * An invoice's lines (spec 3 §2.3): ungrouped, newest first, each row expanding to the line's
 * explanation; or grouped by item number. Searchable, paginated, exported as PDF, Excel or CSV.
 */
export function InvoiceLinesTable(props: InvoiceLinesTableProps) {
  const { lines, groups, view, showClient, onEdit, onConfirmShort, exportName, loading, noRecordsText } =
    props;
  const zone = useTimeZone();
  // Below Mantine's sm breakpoint the Edit column is left out (the DataTable's phone layout).
  const wide = useMediaQuery('(min-width: 48em)', true) ?? true;
  const exportAs = { fileName: exportName, title: exportName };
  if (view === 'grouped') {
    const unitOf = new Map(lines.map((l) => [l.itemNumber, l.unit]));
    return (
      <DataTable<InvoiceGroupView>
        key="grouped"
        label="invoice lines by item"
        records={groups}
        columns={groupColumns((item) => unitOf.get(item) ?? null)}
        idAccessor={groupId}
        loading={loading}
        search={{ accessors: ['itemNumber', 'itemName'], placeholder: 'Search by item number or name' }}
        exportAs={exportAs}
        noRecordsText={noRecordsText}
      />
    );
  }
  return (
    <DataTable<InvoiceLineView>
      key="ungrouped"
      label="invoice lines"
      records={lines}
      columns={lineColumns(zone, { showClient, onEdit, onConfirmShort })}
      idAccessor="invoicesId"
      loading={loading}
      search={{
        accessors: ['clientName', 'staffName', 'itemNumber', 'itemName', 'shiftPeriod', 'invoiceNumber'],
        placeholder: 'Search by client, worker or item',
      }}
      exportAs={exportAs}
      noRecordsText={noRecordsText}
      initialSort={{ accessor: 'date', direction: 'desc' }}
      rowExpansion={(line) => (
        <Stack gap="sm">
          {onEdit && !wide ? (
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit(line)}
              style={{ alignSelf: 'flex-start' }}
            >
              Edit line
            </Button>
          ) : null}
          <LineExplanation invoicesId={line.invoicesId} />
        </Stack>
      )}
    />
  );
}
