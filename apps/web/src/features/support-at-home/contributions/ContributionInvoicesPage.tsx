import { type ContributionInvoiceSummary, formatCalendarDate, formatCents, todayIn } from '@care/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../../platform/useTimeZone.ts';
import { useCan } from '../../../session/useCan.ts';
import { AgedTotals } from '../../../ui/AgedTotals.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useIsPhone } from '../../../ui/photo/ResponsiveModal.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { type ContributionDialog, ContributionInvoiceDialog } from './ContributionDialogs.tsx';
import {
  CONTRIBUTIONS_KEY,
  contributionPdfUrl,
  fetchAgedContributions,
  fetchContributionInvoices,
  runContributionInvoicing,
} from './contributions-api.ts';

/** The run: what is waiting, and the button that invoices it. */
function RunCard({
  waiting,
}: {
  waiting: { clientCount: number; lineCount: number; totalCents: number } | undefined;
}) {
  const qc = useQueryClient();
  const manage = useCan('invoice.manage');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const run = async () => {
    setBusy(true);
    setResult(null);
    try {
      const reply = await runContributionInvoicing();
      setResult({ ok: true, message: reply.message });
      await qc.invalidateQueries({ queryKey: CONTRIBUTIONS_KEY });
    } catch (e) {
      setResult({ ok: false, message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" aria-label="Invoicing run">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} maw={640}>
          <Title order={3} fz="md">
            Waiting to be invoiced
          </Title>
          <Text fz="sm">
            {waiting
              ? waiting.lineCount === 0
                ? 'No paid claim line with a contribution is waiting.'
                : `${waiting.lineCount} paid claim line(s) of ${waiting.clientCount} client(s): ${formatCents(waiting.totalCents)} of contributions.`
              : 'Loading…'}
          </Text>
          <Text fz="xs" c="dimmed">
            One tax invoice per client, numbered with your invoices, issued today and due by your payment
            terms. A line is invoiced once.
          </Text>
        </Stack>
        {manage ? (
          <Button onClick={() => void run()} loading={busy} disabled={!waiting || waiting.lineCount === 0}>
            Invoice contributions
          </Button>
        ) : null}
      </Group>
      {result ? (
        <Alert mt="sm" color={result.ok ? 'green' : 'red'} variant="light">
          {result.message}
        </Alert>
      ) : null}
    </Card>
  );
}

/** The aged totals of the sent invoices still owed. */
function AgedCards() {
  const aged = useQuery({
    queryKey: [...CONTRIBUTIONS_KEY, 'aged'],
    queryFn: ({ signal }) => fetchAgedContributions(signal),
  });
  const a = aged.data;
  if (!a) {
    return null;
  }
  return <AgedTotals buckets={a.buckets} totalCents={a.totalCents} />;
}

function columnsOf(
  manage: boolean,
  open: (d: ContributionDialog) => void,
  phone: boolean,
): DataTableColumn<ContributionInvoiceSummary>[] {
  // A phone has room for the invoice (with its client under it), the state and what is owed.
  const invoice: DataTableColumn<ContributionInvoiceSummary> = phone
    ? {
        accessor: 'invoiceNumber',
        title: 'Invoice',
        render: (i) => (
          <Stack gap={0}>
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {i.invoiceNumber}
            </Text>
            <Text fz="xs" c="dimmed">
              {i.clientName}
            </Text>
          </Stack>
        ),
      }
    : { accessor: 'invoiceNumber', title: 'Invoice', noWrap: true };
  return [
    invoice,
    ...(phone
      ? []
      : [{ accessor: 'clientName', title: 'Client' } as DataTableColumn<ContributionInvoiceSummary>]),
    // A 1440 px office screen keeps the columns it follows the invoices by (due, state, amounts and
    // the actions) in view; bill-to and the issue date fold into the row's details below 1600 px.
    { accessor: 'billToName', title: 'Bill to', secondary: 'xxl' },
    {
      accessor: 'issueDate',
      title: 'Issued',
      noWrap: true,
      secondary: 'xxl',
      exportValue: (i) => formatCalendarDate(i.issueDate),
      render: (i) => formatCalendarDate(i.issueDate),
    },
    {
      accessor: 'dueDate',
      title: 'Due',
      noWrap: true,
      secondary: true,
      exportValue: (i) => formatCalendarDate(i.dueDate),
      render: (i) => formatCalendarDate(i.dueDate),
    },
    {
      accessor: 'stateLabel',
      title: 'State',
      render: (i) => <StatusBadge kind="invoiceAccount" status={i.stateLabel} miw="max-content" />,
    },
    {
      accessor: 'totalCents',
      title: 'Invoiced',
      textAlign: 'right',
      noWrap: true,
      secondary: 'md',
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
    {
      accessor: 'invoiceId',
      title: 'Actions',
      noWrap: true,
      secondary: true,
      exportable: false,
      sortable: false,
      render: (i) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor
            href={contributionPdfUrl(i.invoiceId)}
            target="_blank"
            rel="noopener"
            fz="sm"
            aria-label={`Open the PDF of ${i.invoiceNumber}`}
          >
            <Group gap={4} wrap="nowrap">
              PDF <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          {manage && i.state === 'Saved' ? (
            <Button
              size="compact-sm"
              onClick={() => open({ kind: 'send', invoice: i })}
              aria-label={`Send ${i.invoiceNumber}`}
            >
              Send
            </Button>
          ) : null}
          {manage && i.state === 'Sent' ? (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => open({ kind: 'payment', invoice: i })}
              aria-label={`Record a payment on ${i.invoiceNumber}`}
            >
              Payment
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}

/**
 * /app/reports/support-at-home-contributions (issue 39 item 5): the clients' contributions on paid
 * claim lines, invoiced as tax invoices (one per client per run), sent, paid and aged.
 */
export function ContributionInvoicesPage() {
  const manage = useCan('invoice.manage');
  const phone = useIsPhone();
  const zone = useTimeZone();
  const [open, setOpen] = useState<ContributionDialog | null>(null);
  const list = useQuery({
    queryKey: [...CONTRIBUTIONS_KEY, 'list'],
    queryFn: ({ signal }) => fetchContributionInvoices(signal),
  });
  const l = list.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Support at Home contributions"
        description="Once Services Australia has paid a claim line, the client’s contribution on it is invoiced to them (or their representative) as a GST-free tax invoice, sent and followed here."
      />
      <RunCard waiting={l?.waiting} />
      <AgedCards />
      <DataTable<ContributionInvoiceSummary>
        label="contribution invoices"
        records={l?.invoices}
        columns={columnsOf(manage, setOpen, phone)}
        idAccessor={(i) => i.invoiceId}
        loading={list.isFetching}
        error={list.isError && !l}
        onRetry={() => void list.refetch()}
        exportAs={{ fileName: 'ContributionInvoices', title: 'Support at Home contribution invoices' }}
        noRecordsText="No contribution invoice yet"
      />
      <ContributionInvoiceDialog
        open={open}
        today={todayIn(new Date(), zone)}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
