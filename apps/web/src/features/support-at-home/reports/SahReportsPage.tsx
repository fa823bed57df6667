import {
  AGE_BUCKET_LABELS,
  AGE_BUCKETS,
  type AgeBucket,
  type BudgetUseRisk,
  type BudgetUseRow,
  CLAIM_AGE_BUCKETS,
  CLAIM_AGE_LABELS,
  type ClaimAgeBucket,
  type ClaimsOutstanding,
  type ContributionsOwed,
  calendarDateInZone,
  quarterOf,
  shiftQuarter,
} from '@care/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../../platform/useTimeZone.ts';
import { useCan } from '../../../session/useCan.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { money } from '../sah-words.ts';
import { AgedReportSection, agedColumns } from './AgedReportSection.tsx';
import {
  budgetUseKey,
  claimsOutstandingKey,
  contributionsOwedKey,
  downloadBudgetUseCsv,
  downloadClaimsOutstandingCsv,
  downloadContributionsOwedCsv,
  fetchBudgetUse,
  fetchClaimsOutstanding,
  fetchContributionsOwed,
} from './sah-reports-api.ts';

const RISK: Record<BudgetUseRisk, { label: string; color: string }> = {
  overrun: { label: 'Overrun', color: 'red' },
  lapse: { label: 'Funds would lapse', color: 'yellow' },
  'on-track': { label: 'On track', color: 'green' },
};

const budgetColumns: DataTableColumn<BudgetUseRow>[] = [
  { accessor: 'clientName', title: 'Client', render: (r) => <Text fw={600}>{r.clientName}</Text> },
  { accessor: 'classification', title: 'Class', secondary: 'xxl' },
  {
    accessor: 'figures.servicesBudgetCents',
    title: 'Services budget',
    textAlign: 'right',
    noWrap: true,
    secondary: 'md',
    render: (r) => money(r.figures.servicesBudgetCents),
  },
  {
    accessor: 'figures.usedCents',
    title: 'Used',
    textAlign: 'right',
    noWrap: true,
    secondary: 'md',
    render: (r) => money(r.figures.usedCents),
  },
  {
    accessor: 'figures.committedCents',
    title: 'Committed',
    textAlign: 'right',
    noWrap: true,
    secondary: 'md',
    render: (r) => money(r.figures.committedCents),
  },
  {
    accessor: 'figures.remainingCents',
    title: 'Remaining',
    textAlign: 'right',
    noWrap: true,
    // On a phone the risk is what shows beside the name; the figures are under the arrow.
    secondary: true,
    render: (r) => (
      <Text fz="sm" c={r.figures.remainingCents < 0 ? 'red.8' : undefined}>
        {money(r.figures.remainingCents)}
      </Text>
    ),
  },
  {
    accessor: 'drawnPermille',
    title: 'Drawn',
    textAlign: 'right',
    secondary: 'xxl',
    render: (r) => `${(r.drawnPermille / 10).toFixed(1)}%`,
  },
  {
    accessor: 'risk',
    title: 'Risk',
    // The badge, and under it why: one column, so the sentence wraps under the badge, never clipped.
    render: (r) => (
      <Stack gap={4} align="flex-start">
        <Badge color={RISK[r.risk].color} variant="light" style={{ whiteSpace: 'nowrap' }}>
          {RISK[r.risk].label}
        </Badge>
        {r.note ? (
          <Text fz="xs" c="dimmed">
            {r.note}
          </Text>
        ) : null}
      </Stack>
    ),
  },
];

type OutstandingRow = ClaimsOutstanding['rows'][number];
const outstandingColumns = agedColumns<ClaimAgeBucket, OutstandingRow>(
  CLAIM_AGE_BUCKETS,
  CLAIM_AGE_LABELS,
  'Total',
  [{ accessor: 'lines', title: 'Lines', textAlign: 'right', secondary: 'md' }],
);

type OwedRow = ContributionsOwed['rows'][number];
const owedColumns = agedColumns<AgeBucket, OwedRow>(AGE_BUCKETS, AGE_BUCKET_LABELS, 'Owed');

const QUARTER_CHOICES = [
  { value: '-1', label: 'Last quarter' },
  { value: '0', label: 'This quarter' },
  { value: '1', label: 'Next quarter' },
];

/** /app/reports/support-at-home (issue 39 item 6): budget use per client for a quarter, and claims not paid by age. */
export function SahReportsPage() {
  const zone = useTimeZone();
  const today = calendarDateInZone(new Date(), zone);
  const [offset, setOffset] = useState('0');
  const date = shiftQuarter(quarterOf(today), Number(offset)).start;
  const canClaim = useCan('claim.manage');
  const canSeeInvoices = useCan('invoice.view');
  const owed = useQuery({
    queryKey: contributionsOwedKey,
    queryFn: ({ signal }) => fetchContributionsOwed(signal),
    enabled: canSeeInvoices,
  });
  const budget = useQuery({
    queryKey: budgetUseKey(date),
    queryFn: ({ signal }) => fetchBudgetUse(date, signal),
    placeholderData: keepPreviousData,
  });
  const outstanding = useQuery({
    queryKey: claimsOutstandingKey,
    queryFn: ({ signal }) => fetchClaimsOutstanding(signal),
    enabled: canClaim,
  });
  return (
    <Stack gap="xl">
      <PageHeader
        title="Support at Home reports"
        description="Which clients will overrun their quarter or leave funds that lapse, and which claims Services Australia has not paid yet."
      />
      <Stack gap="sm" component="section" aria-label="Budget use">
        <Group justify="space-between" align="flex-end">
          <Title order={3}>Budget use {budget.data ? `· ${budget.data.quarter.label}` : ''}</Title>
          <Group>
            <SegmentedControl
              data={QUARTER_CHOICES}
              value={offset}
              onChange={setOffset}
              aria-label="Quarter"
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!budget.data}
              onClick={() => void downloadBudgetUseCsv(date, budget.data?.quarter.start ?? date)}
            >
              CSV
            </Button>
          </Group>
        </Group>
        {budget.isPending ? (
          <Skeleton h={160} radius="lg" />
        ) : budget.isError && !budget.data ? (
          <LoadFailed what="budget use" onRetry={() => void budget.refetch()} />
        ) : budget.data ? (
          <>
            <DataTable
              label="Budget use per client"
              records={budget.data.rows}
              columns={budgetColumns}
              idAccessor="clientId"
              noRecordsText="No Support at Home client with a quarterly budget"
            />
            {budget.data.skipped.length > 0 ? (
              <Alert color="gray" title="Not in this report">
                <List size="sm">
                  {budget.data.skipped.map((s) => (
                    <List.Item key={s.clientId}>
                      {s.clientName}: {s.reason}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
          </>
        ) : null}
      </Stack>
      {canClaim ? (
        <AgedReportSection
          title="Claims outstanding"
          what="claims outstanding"
          query={outstanding}
          buckets={CLAIM_AGE_BUCKETS}
          labels={CLAIM_AGE_LABELS}
          totalWords="Not paid yet"
          totalLabel="Outstanding total"
          tableLabel="Claims outstanding per client"
          columns={outstandingColumns}
          noRecordsText="Every claimed line is paid"
          onCsv={() => void downloadClaimsOutstandingCsv(today)}
        />
      ) : null}
      {canSeeInvoices ? (
        <AgedReportSection
          title="Contributions owed"
          what="contributions owed"
          query={owed}
          buckets={AGE_BUCKETS}
          labels={AGE_BUCKET_LABELS}
          totalWords="Owed"
          totalLabel="Owed total"
          tableLabel="Contributions owed per client"
          columns={owedColumns}
          noRecordsText="No contribution is owed"
          onCsv={() => void downloadContributionsOwedCsv(today)}
        />
      ) : null}
    </Stack>
  );
}
