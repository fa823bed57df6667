import {
  billedQuantitiesText,
  formatCalendarDate,
  formatCents,
  hoursInfoText,
  hoursText,
  type SavedInvoiceView,
  todayIn,
} from '@care/domain';
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { AppLink } from '../../ui/data-table/links.tsx';
import { useQuerySearch } from '../../ui/data-table/useQuerySearch.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import {
  AccountActions,
  AccountState,
  accountStateText,
  OwedCell,
  payerText,
} from './InvoiceAccountCells.tsx';
import { type AccountDialog, InvoiceAccountDialog } from './InvoiceAccountDialogs.tsx';
import { kmText, moneyText, savedInvoicePath } from './invoice-display.ts';
import { fetchSavedInvoices, savedInvoicesKey } from './invoices-api.ts';

const periodText = (s: SavedInvoiceView) =>
  `${formatCalendarDate(s.fromDate)} – ${formatCalendarDate(s.toDate)}`;
/** What the invoice bills: '0.13 h', '12.50 h + 2 E'. */
const billedText = (s: SavedInvoiceView) => billedQuantitiesText(s.billed ?? []);
/** Agreed and worked hours, as information: 'agreed 2.00 h, worked 0.13 h'. */
const agreedWorkedText = (s: SavedInvoiceView) =>
  hoursInfoText({ agreedDuration: s.totalAgreedDuration, duration: s.totalDuration });
const idOf = (s: SavedInvoiceView) => `${s.clientId}|${s.fromDate}|${s.toDate}|${s.invoiceNumber ?? ''}`;

/** Spec 1 §3: saved invoices newest first by fromDate (kept here too, whatever order the reply has). */
const newestFirst = (list: SavedInvoiceView[]) =>
  [...list].sort((a, b) => (a.fromDate < b.fromDate ? 1 : a.fromDate > b.fromDate ? -1 : 0));

function ClaimProgress({ invoice: s }: { invoice: SavedInvoiceView }) {
  if (s.claimedCount + s.paidCount + s.rejectedCount === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Not claimed
      </Text>
    );
  }
  const badge = (n: number, label: string, color: string) =>
    n > 0 ? (
      <Badge color={color} variant="light" miw="max-content">
        {n} {label}
      </Badge>
    ) : null;
  // The badges wrap under each other rather than widen the table past a 1440 px screen.
  return (
    <Group gap={4} wrap="wrap" maw={180}>
      {badge(s.claimedCount, 'claimed', 'violet')}
      {badge(s.paidCount, 'paid', 'green')}
      {badge(s.rejectedCount, 'rejected', 'red')}
    </Group>
  );
}

function columnsOf(
  today: string,
  canManage: boolean,
  onOpen: (invoiceId: string, dialog: AccountDialog) => void,
): DataTableColumn<SavedInvoiceView>[] {
  return [
    {
      accessor: 'description',
      title: 'Description',
      render: (s) => (
        <Stack gap={0} miw={200} maw={280}>
          <AppLink href={savedInvoicePath(s.fromDate, s.toDate, s.clientId)} fz="sm" fw={700}>
            {s.description}
          </AppLink>
          {s.invoiceNumber && !s.description.includes(s.invoiceNumber) ? (
            <Text fz="xs" c="dimmed">
              {s.invoiceNumber}
            </Text>
          ) : null}
          {/* Who pays, under the description: the Bill to column folds below 1600 px (issue 40 item 7). */}
          <Text fz="xs" c="dimmed">
            Bill to: {payerText(s)}
          </Text>
        </Stack>
      ),
    },
    // The description names the client and the period: those columns show on the widest screens only
    // (from 1600 px), so that a 1440 px screen keeps the amounts, state and actions in view (issue 40 item 7).
    { accessor: 'clientName', title: 'Client', secondary: 'xxl' },
    {
      accessor: 'fromDate',
      title: 'Period',
      noWrap: true,
      secondary: 'xxl',
      exportValue: periodText,
      sortValue: (s) => s.fromDate,
      render: periodText,
    },
    { accessor: 'lineCount', title: 'Lines', textAlign: 'right', secondary: 'xxl' },
    {
      accessor: 'totalAgreedDuration',
      title: 'Agreed / worked',
      secondary: 'xl',
      // Information only: the amount is what was billed (issue 40 item 2). Two short lines keep it narrow.
      render: (s) => (
        <Text fz="xs" c="dimmed" aria-label={agreedWorkedText(s)}>
          agreed {hoursText(s.totalAgreedDuration)}
          <br />
          worked {hoursText(s.totalDuration)}
        </Text>
      ),
      exportValue: agreedWorkedText,
      sortValue: (s) => s.totalAgreedDuration,
    },
    {
      accessor: 'billed',
      title: 'Billed',
      noWrap: true,
      textAlign: 'right',
      // The quantity beside the amount (issue 40 item 2), on every screen width, never broken.
      render: (s) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {billedText(s)}
        </Text>
      ),
      exportValue: billedText,
      sortable: false,
    },
    {
      accessor: 'amountCents',
      title: 'Amount',
      textAlign: 'right',
      noWrap: true,
      exportValue: (s) => moneyText(s.amountCents),
      sortValue: (s) => s.amountCents,
    },
    {
      accessor: 'totalKm',
      title: 'Km',
      textAlign: 'right',
      noWrap: true,
      secondary: 'xxl',
      exportValue: (s) => kmText(s.totalKm),
      sortValue: (s) => s.totalKm,
    },
    {
      accessor: 'management',
      title: 'Bill to',
      secondary: 'xxl',
      exportValue: payerText,
      render: (s) => (
        <Text fz="sm" lineClamp={2} maw={160}>
          {payerText(s)}
        </Text>
      ),
    },
    {
      accessor: 'state',
      title: 'State',
      exportValue: accountStateText,
      sortValue: accountStateText,
      render: (s) => (
        <Box maw={170}>{s.toSend ? <AccountState invoice={s} /> : <ClaimProgress invoice={s} />}</Box>
      ),
    },
    {
      accessor: 'owedCents',
      title: 'Owed',
      textAlign: 'right',
      noWrap: true,
      exportValue: (s) => (s.toSend ? formatCents(s.owedCents) : ''),
      sortValue: (s) => (s.toSend ? s.owedCents : -1),
      render: (s) => <OwedCell invoice={s} today={today} />,
    },
    {
      accessor: 'invoiceId',
      title: 'Actions',
      noWrap: true,
      exportValue: () => '',
      render: (s) => <AccountActions invoice={s} canManage={canManage} onOpen={onOpen} />,
    },
  ];
}

/** /app/reports/saved-invoice (spec 3 §2.3): the saved invoices, newest period first, each opening its lines. */
export function SavedInvoicesPage() {
  const search = useQuerySearch();
  const zone = useTimeZone();
  const today = todayIn(new Date(), zone);
  const canManage = useCan('invoice.manage');
  const [open, setOpen] = useState<{ invoiceId: string; dialog: AccountDialog } | null>(null);
  const list = useQuery({
    queryKey: savedInvoicesKey(''),
    queryFn: ({ signal }) => fetchSavedInvoices('', signal),
    select: newestFirst,
  });
  const columns = columnsOf(today, canManage, (invoiceId, dialog) => setOpen({ invoiceId, dialog }));

  return (
    <Stack gap={0}>
      <PageHeader
        title="Saved Invoices"
        description="Each saved invoice, newest period first. NDIA-managed lines are claimed in the bulk payment request; plan- and self-managed invoices are sent to whoever pays them, then paid (part payments allowed)."
        actions={
          <Button component={Link} to="/app/reports/aged-invoices" variant="light">
            Aged unpaid invoices
          </Button>
        }
      />
      <DataTable<SavedInvoiceView>
        label="saved invoices"
        records={list.data}
        columns={columns}
        idAccessor={idOf}
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{
          accessors: ['description', 'clientName', 'invoiceNumber'],
          placeholder: 'Search by client, description or invoice number',
          value: search.value,
          onChange: search.onChange,
        }}
        exportAs={{ fileName: 'SavedInvoices', title: 'Saved Invoices' }}
        noRecordsText="No invoice saved yet"
      />
      <InvoiceAccountDialog
        invoiceId={open?.invoiceId ?? null}
        dialog={open?.dialog ?? null}
        today={today}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
