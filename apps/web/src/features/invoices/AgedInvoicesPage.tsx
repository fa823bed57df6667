import { AGE_BUCKET_LABELS, type AgedInvoiceView, formatCalendarDate, formatCents } from '@care/domain';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AgedTotals } from '../../ui/AgedTotals.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { agedInvoicesKey, fetchAgedInvoices } from './invoice-accounts-api.ts';

const overdueText = (i: AgedInvoiceView) =>
  i.daysOverdue > 0 ? `${i.daysOverdue} days overdue` : 'Not yet due';

const columns: DataTableColumn<AgedInvoiceView>[] = [
  // On a phone the client, the due date and what is owed fit the width; the number folds into the row.
  { accessor: 'invoiceNumber', title: 'Invoice', noWrap: true, secondary: true },
  { accessor: 'clientName', title: 'Client' },
  { accessor: 'billToName', title: 'Bill to', secondary: 'md' },
  {
    accessor: 'dueDate',
    title: 'Due',
    noWrap: true,
    exportValue: (i) => formatCalendarDate(i.dueDate),
    render: (i) => (
      <Stack gap={0}>
        <Text fz="sm">{formatCalendarDate(i.dueDate)}</Text>
        <Text fz="xs" c={i.daysOverdue > 0 ? 'red.7' : 'dimmed'}>
          {overdueText(i)}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'bucket',
    title: 'Age',
    noWrap: true,
    secondary: 'lg',
    exportValue: (i) => AGE_BUCKET_LABELS[i.bucket],
    render: (i) => AGE_BUCKET_LABELS[i.bucket],
  },
  {
    accessor: 'stateLabel',
    title: 'State',
    secondary: 'md',
    render: (i) => <StatusBadge kind="invoiceAccount" status={i.stateLabel} miw="max-content" />,
  },
  {
    accessor: 'totalCents',
    title: 'Invoiced',
    textAlign: 'right',
    noWrap: true,
    secondary: 'xl',
    exportValue: (i) => formatCents(i.totalCents),
    render: (i) => formatCents(i.totalCents),
  },
  {
    accessor: 'owedCents',
    title: 'Owed',
    textAlign: 'right',
    noWrap: true,
    exportValue: (i) => formatCents(i.owedCents),
    render: (i) => (
      <Text fz="sm" fw={600}>
        {formatCents(i.owedCents)}
      </Text>
    ),
  },
];

/** /app/reports/aged-invoices: the sent plan- and self-managed invoices still owed, by days past their due date. */
export function AgedInvoicesPage() {
  const aged = useQuery({ queryKey: agedInvoicesKey, queryFn: ({ signal }) => fetchAgedInvoices(signal) });
  const a = aged.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Aged unpaid invoices"
        description={`Invoices sent to plan managers and participants that are still owed, by days past their due date${a ? ` (as at ${formatCalendarDate(a.asOf)})` : ''}. NDIA claims are followed on the NDIS claims page.`}
      />
      {a ? <AgedTotals buckets={a.buckets} totalCents={a.totalCents} /> : null}
      <DataTable<AgedInvoiceView>
        label="aged unpaid invoices"
        records={a?.invoices}
        columns={columns}
        idAccessor={(i) => i.invoiceId}
        loading={aged.isFetching}
        error={aged.isError && !a}
        onRetry={() => void aged.refetch()}
        exportAs={{ fileName: 'AgedInvoices', title: 'Aged unpaid invoices' }}
        noRecordsText="Nothing is owed: every sent invoice is paid"
      />
    </Stack>
  );
}
