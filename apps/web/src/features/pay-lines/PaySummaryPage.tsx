import { blockLines, CATEGORY_LABELS, type PaySummaryRow } from '@care/domain';
import { Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { money, OFFICE_STATUS, periodText } from './pay-format.ts';
import { downloadPayCsv, fetchPaySummary, paySummaryKey } from './pay-lines-api.ts';
import { type DrawerWorker, WorkerPayDrawer } from './WorkerPayDrawer.tsx';

const hoursText = (r: PaySummaryRow) =>
  r.hours.map((h) => `${CATEGORY_LABELS[h.category]} ${h.hours} h`).join(' · ') || '—';

function columns(open: (w: DrawerWorker) => void): DataTableColumn<PaySummaryRow>[] {
  return [
    { accessor: 'staffName', title: 'Worker', render: (r) => <Text fw={600}>{r.staffName}</Text> },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      exportValue: (r) => OFFICE_STATUS[r.status],
      render: (r) => <StatusBadge kind="payPeriod" status={OFFICE_STATUS[r.status]} miw="max-content" />,
    },
    {
      accessor: 'hours',
      title: 'Hours by category',
      exportValue: hoursText,
      sortable: false,
      secondary: 'md',
    },
    {
      accessor: 'totalCents',
      title: 'Total',
      noWrap: true,
      textAlign: 'right',
      exportValue: (r) => money(r.totalCents),
      sortValue: (r) => r.totalCents,
    },
    {
      accessor: 'blocks',
      title: 'Blocks approval',
      sortable: false,
      exportValue: (r) => blockLines(r.blocks, 'office').join('; '),
      render: (r) =>
        r.blocks.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nothing
          </Text>
        ) : (
          <List size="sm" spacing={0}>
            {blockLines(r.blocks, 'office').map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ),
    },
    {
      accessor: 'lines',
      title: 'Lines',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: (r) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => open({ staffId: r.staffId, staffName: r.staffName })}
          aria-label={`Pay lines of ${r.staffName}`}
        >
          Lines
        </Button>
      ),
    },
  ];
}

/** /app/shift/pay-summary (issue 38 item 4): every worker's pay of a period and what blocks approval. */
export function PaySummaryPage() {
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const [worker, setWorker] = useState<DrawerWorker | null>(null);
  const [downloading, setDownloading] = useState(false);
  const summary = useQuery({
    queryKey: paySummaryKey(periodStart),
    queryFn: ({ signal }) => fetchPaySummary(periodStart, signal),
    placeholderData: keepPreviousData,
  });
  const data = summary.data;
  const blocked = data?.workers.filter((w) => w.status !== 'ready').length ?? 0;
  return (
    <Stack gap={0}>
      <PageHeader
        title="Pay summary"
        description="Each worker’s award pay for the pay period, hours by category, and what still blocks approval. Open a worker’s lines for how each amount is worked out."
        actions={
          data ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                void downloadPayCsv(data.fromDate, data.toDate).finally(() => setDownloading(false));
              }}
            >
              Payroll CSV
            </Button>
          ) : null
        }
      />
      {summary.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : summary.isError && !data ? (
        <LoadFailed what="the pay summary" onRetry={() => void summary.refetch()} />
      ) : data ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <PeriodPicker periods={data.periods} value={data.fromDate} onChange={setPeriodStart} />
            <Group gap="xl">
              <Text fz="sm">
                {data.workers.length} worker{data.workers.length === 1 ? '' : 's'} · {blocked} not ready
              </Text>
              <Text fw={800} fz="xl" aria-label="Period total">
                {money(data.totalCents)}
              </Text>
            </Group>
          </Group>
          <DataTable<PaySummaryRow>
            label="workers’ pay"
            records={data.workers}
            columns={columns(setWorker)}
            idAccessor="staffId"
            loading={summary.isFetching}
            search={{ accessors: ['staffName'], placeholder: 'Search by worker' }}
            exportAs={{ fileName: `PaySummary-${data.fromDate}`, title: `Pay summary ${periodText(data)}` }}
            noRecordsText="No attendances in this period"
          />
          <WorkerPayDrawer worker={worker} period={data} onClose={() => setWorker(null)} />
        </Stack>
      ) : null}
    </Stack>
  );
}
