import { formatCalendarDate, type InvoiceLineView, type InvoiceListReply } from '@care/domain';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconReceiptDollar } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { AppLink, useAppLink } from '../../ui/data-table/links.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pdfTabLater } from '../timesheets/open-later.ts';
import { EditInvoiceDialog } from './EditInvoiceDialog.tsx';
import { INVOICE_PDF_PATHS } from './InvoiceActions.tsx';
import { InvoiceLinesTable } from './InvoiceLinesTable.tsx';
import { InvoiceTotalsBar } from './InvoiceTotalsBar.tsx';
import { saveInvoicePdfFilter } from './invoice-pdf-filter.ts';
import {
  fetchInvoiceList,
  type InvoicePeriodFilter,
  invoiceListKey,
  refreshInvoiceQueries,
} from './invoices-api.ts';
import { TaxInvoiceMenu } from './TaxInvoiceMenu.tsx';

type View = 'ungrouped' | 'grouped';

/** The NDIS claims page with this invoice's period and client filled in. */
const claimPath = (f: InvoicePeriodFilter) =>
  `/app/reports/ndis-claims?${new URLSearchParams({ fromDate: f.fromDate, toDate: f.toDate, clientId: f.clientId })}`;

function Heading({ reply, filter }: { reply: InvoiceListReply | undefined; filter: InvoicePeriodFilter }) {
  const client = reply?.profile;
  return (
    <Group gap="xs" wrap="wrap" component="span">
      <Text component="span" fw={600} c="dark">
        {client?.fullName ?? reply?.invoices[0]?.clientName ?? 'Client'}
      </Text>
      <Text component="span">· NDIS number {client?.ndisNo ?? 'not recorded'}</Text>
      <Text component="span">
        · {formatCalendarDate(filter.fromDate)} – {formatCalendarDate(filter.toDate)}
      </Text>
    </Group>
  );
}

/**
 * /app/reports/view-saved-invoice/$from/$to/$uid (spec 3 §2.3): a client's saved invoice of a period,
 * its lines ungrouped or by item, Edit on each line, the PDF, its tax invoice and the way to claim it
 * from the NDIS.
 */
export function SavedInvoiceDetailPage() {
  const queryClient = useQueryClient();
  const params = useParams({ strict: false }) as { from?: string; to?: string; uid?: string };
  const filter: InvoicePeriodFilter = {
    fromDate: (params.from ?? '').slice(0, 10),
    toDate: (params.to ?? '').slice(0, 10),
    clientId: params.uid ?? '',
  };
  const [view, setView] = useState<View>('ungrouped');
  const [editing, setEditing] = useState<InvoiceLineView | null>(null);
  const list = useQuery({
    queryKey: invoiceListKey(filter),
    queryFn: ({ signal }) => fetchInvoiceList(filter, signal),
  });
  const reply = list.data;
  const claim = useAppLink(claimPath(filter));
  // An auditor reads the invoice: no Edit, no claim.
  const canEdit = useCan('invoice.manage');
  const canClaim = useCan('claim.manage');

  const pdf = () => {
    const tab = pdfTabLater();
    saveInvoicePdfFilter({ ...filter, saved: true, yes: true });
    tab.openAfterDelay(INVOICE_PDF_PATHS[view]);
  };

  return (
    <Stack gap={0}>
      <AppLink href="/app/reports/saved-invoice" fz="sm" w="fit-content" mb="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> Saved Invoices
        </Group>
      </AppLink>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {reply?.invoiceNumber ?? 'Saved invoice'}
            {reply ? (
              <Badge variant="light" color="blue" size="lg">
                {reply.invoices.length} line{reply.invoices.length === 1 ? '' : 's'}
              </Badge>
            ) : null}
          </Group>
        }
        description={<Heading reply={reply} filter={filter} />}
        actions={
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              onClick={pdf}
              disabled={!reply || reply.invoices.length === 0}
            >
              Generate PDF
            </Button>
            <TaxInvoiceMenu accounts={reply?.accounts ?? []} />
            {canClaim ? (
              <Button
                component="a"
                {...claim}
                leftSection={<IconReceiptDollar size={18} aria-hidden />}
                disabled={!reply || reply.invoices.length === 0}
              >
                Claim from the NDIS
              </Button>
            ) : null}
          </Group>
        }
      />
      {list.isError && !reply ? <LoadFailed what="the invoice" onRetry={() => void list.refetch()} /> : null}
      {reply ? <InvoiceTotalsBar totals={reply} lines={reply.invoices} /> : null}
      <Group mb="sm">
        <SegmentedControl
          aria-label="Invoice view"
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'ungrouped', label: 'Ungrouped' },
            { value: 'grouped', label: 'Grouped by item number' },
          ]}
        />
      </Group>
      <InvoiceLinesTable
        lines={reply?.invoices ?? []}
        groups={reply?.groupInvoice ?? []}
        view={view}
        showClient={false}
        onEdit={canEdit ? setEditing : undefined}
        exportName={reply?.invoiceNumber ? `Invoice ${reply.invoiceNumber}` : 'Saved invoice'}
        loading={list.isFetching && !reply}
        noRecordsText="This invoice has no saved lines"
      />
      {editing ? (
        <EditInvoiceDialog
          line={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refreshInvoiceQueries(queryClient);
          }}
        />
      ) : null}
    </Stack>
  );
}
