import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { money } from '../sah-words.ts';

/** A report of money by age: a total with its buckets, then one row a client. */
interface Aged<B extends string, R> {
  totalCents: number;
  buckets: Record<B, number>;
  rows: R[];
}

/** The columns of an aged report: the client, any of the report's own, a column a bucket, the total. */
export function agedColumns<
  B extends string,
  R extends { clientName: string; totalCents: number; buckets: Record<B, number> },
>(
  buckets: readonly B[],
  labels: Record<B, string>,
  totalTitle: string,
  own: DataTableColumn<R>[] = [],
): DataTableColumn<R>[] {
  return [
    { accessor: 'clientName', title: 'Client', render: (r) => <Text fw={600}>{r.clientName}</Text> },
    ...own,
    ...buckets.map(
      (b): DataTableColumn<R> => ({
        accessor: `buckets.${b}`,
        title: labels[b],
        textAlign: 'right',
        noWrap: true,
        secondary: 'md',
        render: (r) => money(r.buckets[b]),
      }),
    ),
    {
      accessor: 'totalCents',
      title: totalTitle,
      textAlign: 'right',
      noWrap: true,
      render: (r) => (
        <Text fz="sm" fw={700}>
          {money(r.totalCents)}
        </Text>
      ),
    },
  ];
}

/**
 * One section of the Support at Home reports that ages money (claims not paid, contributions owed):
 * its title and CSV, the total by bucket in a line, then the table.
 */
export function AgedReportSection<B extends string, R extends { clientId: string }>(props: {
  title: string;
  /** Says what failed to load ("claims outstanding"). */
  what: string;
  query: UseQueryResult<Aged<B, R>>;
  buckets: readonly B[];
  labels: Record<B, string>;
  /** The total line's first words ("Owed") and its accessible name. */
  totalWords: string;
  totalLabel: string;
  tableLabel: string;
  columns: DataTableColumn<R>[];
  noRecordsText: string;
  onCsv: () => void;
}) {
  const { query } = props;
  return (
    <Stack gap="sm" component="section" aria-label={props.title}>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{props.title}</Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!query.data}
          onClick={props.onCsv}
        >
          CSV
        </Button>
      </Group>
      {query.isPending ? (
        <Skeleton h={120} radius="lg" />
      ) : query.isError ? (
        <LoadFailed what={props.what} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Text fz="sm" aria-label={props.totalLabel}>
            {props.totalWords}: {money(query.data.totalCents)}
            {props.buckets.map((b) => ` · ${props.labels[b]} ${money(query.data.buckets[b])}`).join('')}
          </Text>
          <DataTable
            label={props.tableLabel}
            records={query.data.rows}
            columns={props.columns}
            idAccessor="clientId"
            noRecordsText={props.noRecordsText}
          />
        </>
      )}
    </Stack>
  );
}
