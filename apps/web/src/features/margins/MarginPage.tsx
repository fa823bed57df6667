import {
  MARGIN_GROUP_LABELS,
  MARGIN_GROUPS,
  type MarginGroupBy,
  type MarginMoney,
  type MarginRow,
} from '@care/domain';
import { Alert, Button, Group, List, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PeriodPicker } from '../pay-lines/PeriodPicker.tsx';
import { money, periodText } from '../pay-lines/pay-format.ts';
import { MarginWhy } from './MarginWhy.tsx';
import { downloadMarginCsv, fetchMargin, marginKey } from './margins-api.ts';

const negative = (m: MarginMoney) => m.marginCents < 0;
const percentText = (m: MarginMoney) => (m.marginPercent === null ? '—' : `${m.marginPercent}%`);
const onCostText = (r: MarginRow) => money(r.superCents + r.workersCompCents + r.payrollTaxCents);

function columns(groupBy: MarginGroupBy, why: (r: MarginRow) => void): DataTableColumn<MarginRow>[] {
  return [
    {
      accessor: 'label',
      title: MARGIN_GROUP_LABELS[groupBy],
      render: (r) => <Text fw={600}>{r.label}</Text>,
    },
    { accessor: 'shiftCount', title: 'Shifts', textAlign: 'right', secondary: 'md' },
    {
      accessor: 'billedCents',
      title: 'Billed',
      noWrap: true,
      textAlign: 'right',
      exportValue: (r) => money(r.billedCents),
      sortValue: (r) => r.billedCents,
    },
    {
      accessor: 'payCents',
      title: 'Pay',
      noWrap: true,
      textAlign: 'right',
      secondary: 'md',
      exportValue: (r) => money(r.payCents),
      sortValue: (r) => r.payCents,
    },
    {
      accessor: 'superCents',
      title: 'On-costs',
      noWrap: true,
      textAlign: 'right',
      secondary: 'md',
      exportValue: onCostText,
      render: onCostText,
      sortValue: (r) => r.superCents + r.workersCompCents + r.payrollTaxCents,
    },
    {
      accessor: 'costCents',
      title: 'Cost',
      noWrap: true,
      textAlign: 'right',
      exportValue: (r) => money(r.costCents),
      sortValue: (r) => r.costCents,
    },
    {
      accessor: 'marginCents',
      title: 'Margin',
      noWrap: true,
      textAlign: 'right',
      exportValue: (r) => money(r.marginCents),
      sortValue: (r) => r.marginCents,
      render: (r) => (
        <Text fw={700} c={negative(r) ? 'red.8' : undefined} data-negative={negative(r) || undefined}>
          {money(r.marginCents)}
        </Text>
      ),
    },
    {
      accessor: 'marginPercent',
      title: 'Margin %',
      noWrap: true,
      textAlign: 'right',
      exportValue: percentText,
      sortValue: (r) => (r.marginPercent === null ? Number.NEGATIVE_INFINITY : Number(r.marginPercent)),
      render: (r) => <Text c={negative(r) ? 'red.8' : undefined}>{percentText(r)}</Text>,
    },
    {
      accessor: 'key',
      title: 'Why',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: (r) => (
        <Button size="xs" variant="light" onClick={() => why(r)} aria-label={`Why: ${r.label}`}>
          Why
        </Button>
      ),
    },
  ];
}

/** /app/reports/margin (issue 38 item 6): what a pay period billed beside what it cost, by group. */
export function MarginPage() {
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const [groupBy, setGroupBy] = useState<MarginGroupBy>('client');
  const [why, setWhy] = useState<MarginRow | null>(null);
  const [downloading, setDownloading] = useState(false);
  const report = useQuery({
    queryKey: marginKey(periodStart),
    queryFn: ({ signal }) => fetchMargin(periodStart, signal),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const t = data?.totals;
  return (
    <Stack gap={0}>
      <PageHeader
        title="Margin"
        description="What each shift billed on saved invoices beside what it cost: its award pay plus super, workers’ compensation and payroll tax. Open Why on a row for the lines behind each figure."
        actions={
          data ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                void downloadMarginCsv(data.fromDate, data.toDate, groupBy).finally(() =>
                  setDownloading(false),
                );
              }}
            >
              CSV
            </Button>
          ) : null
        }
      />
      {report.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : report.isError && !data ? (
        <LoadFailed what="the margin report" onRetry={() => void report.refetch()} />
      ) : data && t ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <PeriodPicker periods={data.periods} value={data.fromDate} onChange={setPeriodStart} />
            <Group gap="xl" aria-label="Period totals">
              <Text fz="sm">Billed {money(t.billedCents)}</Text>
              <Text fz="sm">
                Cost {money(t.costCents)} (super {money(t.superCents)}, workers’ compensation{' '}
                {data.onCosts.workersCompRate === null ? 'not set' : money(t.workersCompCents)}, payroll tax{' '}
                {data.onCosts.payrollTaxRate === null ? 'not set' : money(t.payrollTaxCents)})
              </Text>
              <Text fw={800} fz="xl" c={negative(t) ? 'red.8' : undefined} aria-label="Period margin">
                {money(t.marginCents)} · {percentText(t)}
              </Text>
            </Group>
          </Group>
          {data.warnings.length > 0 ? (
            <Alert color="yellow" title="Not in these figures">
              <List size="sm" spacing={0}>
                {data.warnings.map((w) => (
                  <List.Item key={w}>{w}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <SegmentedControl
            aria-label="Group by"
            value={groupBy}
            onChange={(v) => setGroupBy(v as MarginGroupBy)}
            data={MARGIN_GROUPS.map((g) => ({ value: g, label: MARGIN_GROUP_LABELS[g] }))}
            maw={520}
          />
          <DataTable<MarginRow>
            label="margin rows"
            records={data.groups[groupBy]}
            columns={columns(groupBy, setWhy)}
            idAccessor="key"
            loading={report.isFetching}
            search={{
              accessors: ['label'],
              placeholder: `Search by ${MARGIN_GROUP_LABELS[groupBy].toLowerCase()}`,
            }}
            exportAs={{ fileName: `Margin-${groupBy}-${data.fromDate}`, title: `Margin ${periodText(data)}` }}
            noRecordsText="Nothing billed or paid in this period"
          />
          <MarginWhy row={why} onClose={() => setWhy(null)} />
        </Stack>
      ) : null}
    </Stack>
  );
}
