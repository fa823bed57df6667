import { type ClaimBatchView, formatCalendarDate, formatInZone } from '@care/domain';
import { useQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { AppLink } from '../../ui/data-table/links.tsx';
import { moneyText } from '../invoices/invoice-display.ts';
import { BatchProgress, batchName, ClaimStatusBadge, progressText } from './claim-display.tsx';
import { batchPath } from './claim-period.ts';
import { batchesKey, fetchBatches } from './claims-api.ts';

const periodText = (b: ClaimBatchView) =>
  `${formatCalendarDate(b.periodFrom)} – ${formatCalendarDate(b.periodTo)}`;

function columns(zone: string): DataTableColumn<ClaimBatchView>[] {
  return [
    {
      accessor: 'batchNumber',
      title: 'Batch',
      noWrap: true,
      exportValue: batchName,
      render: (b) => (
        <AppLink href={batchPath(b.claimBatchId)} fz="sm" fw={700} aria-label={`${batchName(b)}: its lines`}>
          {batchName(b)}
        </AppLink>
      ),
    },
    // The file's long name folds into the row below 1600 px, so status and result stay in view (issue 40 item 7).
    { accessor: 'fileName', title: 'File', secondary: 'xxl' },
    { accessor: 'periodFrom', title: 'Period', noWrap: true, exportValue: periodText, render: periodText },
    {
      accessor: 'clientName',
      title: 'Client',
      secondary: 'md',
      exportValue: (b) => b.clientName ?? 'All clients',
    },
    { accessor: 'rowCount', title: 'Lines', textAlign: 'right' },
    {
      accessor: 'totalCents',
      title: 'Total',
      textAlign: 'right',
      noWrap: true,
      exportValue: (b) => moneyText(b.totalCents),
      render: (b) => moneyText(b.totalCents),
    },
    { accessor: 'status', title: 'Status', render: (b) => <ClaimStatusBadge status={b.status} /> },
    {
      accessor: 'paidCount',
      title: 'Result',
      secondary: true,
      exportValue: progressText,
      sortValue: (b) => b.paidCount,
      render: (b) => <BatchProgress batch={b} />,
    },
    {
      accessor: 'dateCreated',
      title: 'Created',
      noWrap: true,
      secondary: 'md',
      exportValue: (b) => formatInZone(b.dateCreated, 'listDateTime', zone),
      render: (b) => formatInZone(b.dateCreated, 'listDateTime', zone),
    },
  ];
}

/** The bulk payment request files made, newest first, each opening its lines. */
export function ClaimBatchesTable() {
  const zone = useTimeZone();
  const list = useQuery({ queryKey: batchesKey(), queryFn: ({ signal }) => fetchBatches(signal) });
  return (
    <DataTable<ClaimBatchView>
      label="bulk payment requests"
      records={list.data}
      columns={columns(zone)}
      idAccessor="claimBatchId"
      loading={list.isFetching}
      error={list.isError && !list.data}
      onRetry={() => void list.refetch()}
      search={{ accessors: ['fileName', 'clientName'], placeholder: 'Search by file or client' }}
      exportAs={{ fileName: 'BulkPaymentRequests', title: 'Bulk payment requests' }}
      noRecordsText="No bulk payment request made yet"
    />
  );
}
