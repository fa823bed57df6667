import {
  type ClaimBatchDetail,
  type ClaimBatchLineView,
  formatCalendarDate,
  formatInZone,
} from '@care/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { AppLink } from '../../ui/data-table/links.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { moneyText } from '../invoices/invoice-display.ts';
import { BatchProgress, batchName, ClaimStatusBadge } from './claim-display.tsx';
import { batchKey, CLAIMS_KEY, downloadBatchFile, fetchBatch, withdrawBatch } from './claims-api.ts';
import { ImportResultCard } from './ImportResultCard.tsx';

const lineColumns: DataTableColumn<ClaimBatchLineView>[] = [
  { accessor: 'rowNumber', title: 'Row', textAlign: 'right', width: 88, secondary: true },
  { accessor: 'clientName', title: 'Client' },
  { accessor: 'ndisNo', title: 'NDIS number', secondary: 'xl' },
  {
    accessor: 'date',
    title: 'Date',
    noWrap: true,
    exportValue: (l) => formatCalendarDate(l.date),
    sortValue: (l) => l.date,
  },
  { accessor: 'itemNumber', title: 'Item', noWrap: true, secondary: true },
  {
    accessor: 'amountCents',
    title: 'Amount',
    textAlign: 'right',
    noWrap: true,
    exportValue: (l) => moneyText(l.amountCents),
    sortValue: (l) => l.amountCents,
  },
  { accessor: 'status', title: 'Status', render: (l) => <ClaimStatusBadge status={l.status} /> },
  { accessor: 'message', title: 'Portal message', secondary: 'lg' },
  { accessor: 'claimReference', title: 'Claim reference', secondary: 'xl' },
];

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} component="div">
        {value}
      </Text>
    </Stack>
  );
}

function BatchSummary({ batch, zone }: { batch: ClaimBatchDetail; zone: string }) {
  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact
          label="Period"
          value={`${formatCalendarDate(batch.periodFrom)} – ${formatCalendarDate(batch.periodTo)}`}
        />
        <Fact label="Client" value={batch.clientName ?? 'All clients'} />
        <Fact label="Lines" value={batch.rowCount} />
        <Fact label="Total" value={moneyText(batch.totalCents)} />
        <Fact label="Status" value={<ClaimStatusBadge status={batch.status} />} />
        <Fact label="Result" value={<BatchProgress batch={batch} />} />
      </SimpleGrid>
      <Text fz="sm" c="dimmed" mt="md">
        Made {formatInZone(batch.dateCreated, 'listDateTime', zone)}
        {/* userCreated is the maker's user id, not a name: not shown. */}
        {batch.resultImportedAt
          ? ` · result imported ${formatInZone(batch.resultImportedAt, 'listDateTime', zone)}`
          : ' · no result imported yet'}
      </Text>
    </Card>
  );
}

/** /app/reports/ndis-claims/$batchId: a bulk payment request's lines and the portal's answers. */
export function ClaimBatchPage() {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const { batchId = '' } = useParams({ strict: false }) as { batchId?: string };
  const [downloading, setDownloading] = useState(false);
  const batch = useQuery({
    queryKey: batchKey(batchId),
    queryFn: ({ signal }) => fetchBatch(batchId, signal),
  });
  const data = batch.data;
  // Before any result: the lines return to unclaimed (issue 25 item 4).
  const withdraw = useMutation({
    mutationFn: (id: string) => withdrawBatch(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLAIMS_KEY }),
  });

  const again = async () => {
    if (!data) {
      return;
    }
    setDownloading(true);
    try {
      await downloadBatchFile(data);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg">
      <AppLink href="/app/reports/ndis-claims" fz="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> NDIS Claims
        </Group>
      </AppLink>
      <PageHeader
        title={data ? batchName(data) : 'Bulk payment request'}
        description={data?.fileName}
        actions={
          data ? (
            <Button
              variant="light"
              size="md"
              leftSection={<IconDownload size={18} stroke={1.8} aria-hidden />}
              loading={downloading}
              onClick={() => void again()}
            >
              Download again
            </Button>
          ) : null
        }
      />
      {batch.isError && !data ? <LoadFailed what="the batch" onRetry={() => void batch.refetch()} /> : null}
      {data ? <BatchSummary batch={data} zone={zone} /> : null}
      <DataTable<ClaimBatchLineView>
        label="batch lines"
        records={data?.lines}
        columns={lineColumns}
        idAccessor="invoicesId"
        loading={batch.isFetching && !data}
        search={{
          accessors: ['clientName', 'itemNumber', 'claimReference', 'message'],
          placeholder: 'Search by client, item or message',
        }}
        exportAs={{
          fileName: data ? `${batchName(data).replace(' ', '')}Lines` : 'BatchLines',
          title: data ? batchName(data) : 'Batch',
        }}
        noRecordsText="This batch has no lines"
      />
      {data && data.status === 'Claimed' && !data.resultImportedAt ? (
        <Group>
          <Button
            variant="light"
            color="red"
            loading={withdraw.isPending}
            onClick={() => {
              if (window.confirm('Withdraw this bulk payment request? Its lines return to unclaimed.')) {
                withdraw.mutate(data.claimBatchId);
              }
            }}
          >
            Withdraw this request
          </Button>
        </Group>
      ) : null}
      {data && data.status !== 'Withdrawn' ? (
        <ImportResultCard
          claimBatchId={data.claimBatchId}
          onImported={() => void queryClient.invalidateQueries({ queryKey: CLAIMS_KEY })}
        />
      ) : null}
    </Stack>
  );
}
