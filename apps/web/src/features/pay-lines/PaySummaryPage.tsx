import { blockLines, CATEGORY_LABELS, type PaySummaryRow } from '@care/domain';
import { Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecks, IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { approvedText, money, OFFICE_STATUS, periodText } from './pay-format.ts';
import {
  approvePayPeriod,
  downloadPayCsv,
  fetchPaySummary,
  PAY_LINES_KEY,
  paySummaryKey,
} from './pay-lines-api.ts';
import { type DrawerWorker, WorkerPayDrawer } from './WorkerPayDrawer.tsx';

const hoursText = (r: PaySummaryRow) =>
  r.hours.map((h) => `${CATEGORY_LABELS[h.category]} ${h.hours} h`).join(' · ') || '—';

interface RowActions {
  open: (w: DrawerWorker) => void;
  /** Null when the reader may not approve. */
  approve: ((r: PaySummaryRow) => void) | null;
  approving: string | null;
  zone: string;
}

function columns({ open, approve, approving, zone }: RowActions): DataTableColumn<PaySummaryRow>[] {
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
      render: (r) =>
        r.approved ? (
          <Text fz="sm" c="teal.8">
            {approvedText(r, zone)}
          </Text>
        ) : r.blocks.length === 0 ? (
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
      sortable: false,
      textAlign: 'right',
      render: (r) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => open({ staffId: r.staffId, staffName: r.staffName })}
            aria-label={`Pay lines of ${r.staffName}`}
          >
            Lines
          </Button>
          {approve && !r.approved ? (
            <Button
              size="xs"
              color="green"
              disabled={r.status !== 'ready' || (approving !== null && approving !== r.staffId)}
              loading={approving === r.staffId}
              onClick={() => approve(r)}
              aria-label={`Approve the pay of ${r.staffName}`}
              title={r.status === 'ready' ? undefined : 'See what blocks approval'}
            >
              Approve
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}

/**
 * /app/shift/pay-summary (issue 38 item 4): every worker's pay of a period, what blocks approval, and
 * the office's approval per worker (or all those ready), which freezes their lines.
 */
export function PaySummaryPage() {
  const zone = useTimeZone();
  const canApprove = useCan('attendance.approve');
  const queryClient = useQueryClient();
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const [worker, setWorker] = useState<DrawerWorker | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [approving, setApproving] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const summary = useQuery({
    queryKey: paySummaryKey(periodStart),
    queryFn: ({ signal }) => fetchPaySummary(periodStart, signal),
    placeholderData: keepPreviousData,
  });
  const data = summary.data;
  const blocked = data?.workers.filter((w) => w.status !== 'ready' && !w.approved).length ?? 0;
  const ready = data?.workers.filter((w) => w.status === 'ready') ?? [];

  /** Approves one worker's period (the API client shows the server's message, a refusal included). */
  const approveOne = async (r: PaySummaryRow): Promise<boolean> => {
    if (!data) {
      return false;
    }
    setApproving(r.staffId);
    try {
      await approvePayPeriod(r.staffId, data.fromDate);
      return true;
    } catch {
      return false;
    } finally {
      setApproving(null);
      await queryClient.invalidateQueries({ queryKey: PAY_LINES_KEY });
    }
  };
  const approveAll = async (): Promise<boolean> => {
    // One call per worker, in turn: a refusal of one leaves the others approved.
    for (const r of ready) {
      await approveOne(r);
    }
    return true;
  };
  return (
    <Stack gap={0}>
      <PageHeader
        title="Pay summary"
        description="Each worker’s award pay for the pay period, hours by category, and what still blocks approval. Open a worker’s lines for how each amount is worked out."
        actions={
          data ? (
            <Group gap="sm">
              {canApprove ? (
                <Button
                  color="green"
                  leftSection={<IconChecks size={16} />}
                  disabled={ready.length === 0 || approving !== null}
                  onClick={() => setConfirmAll(true)}
                >
                  Approve all ready ({ready.length})
                </Button>
              ) : null}
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
            </Group>
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
            columns={columns({
              open: setWorker,
              approve: canApprove ? (r) => void approveOne(r) : null,
              approving,
              zone,
            })}
            idAccessor="staffId"
            loading={summary.isFetching}
            search={{ accessors: ['staffName'], placeholder: 'Search by worker' }}
            noRecordsText="No attendances in this period"
          />
          <WorkerPayDrawer worker={worker} period={data} onClose={() => setWorker(null)} />
          <ConfirmDialog
            opened={confirmAll}
            title="Approve all ready"
            message={`Approve the pay of ${ready.length} worker${ready.length === 1 ? '' : 's'} for ${periodText(data)}? Their lines are frozen; a later change to their attendances is paid as a correction in the next period.`}
            confirmLabel="Approve all"
            onConfirm={approveAll}
            onClose={() => setConfirmAll(false)}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
