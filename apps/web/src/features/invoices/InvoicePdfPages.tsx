import { formatCalendarDate, INVOICE_MESSAGES } from '@care/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { Centered, PdfPreparing, PdfViewer } from '../pdf/PdfViewer.tsx';
import { fetchPdfBlob } from '../pdf/pdf-blob.ts';
import { type InvoicePdfFilter, readInvoicePdfFilter } from './invoice-pdf-filter.ts';
import { INVOICES_KEY } from './invoices-api.ts';

type Layout = 'ungrouped' | 'grouped';

const LAYOUT_NAMES: Record<Layout, string> = {
  ungrouped: 'Invoice',
  grouped: 'Grouped invoice',
};

/** The API path of the PDF for the filter the invoice screen left. */
export function invoicePdfPath(layout: Layout, f: InvoicePdfFilter): string {
  const params = new URLSearchParams({ fromDate: f.fromDate, toDate: f.toDate });
  if (f.clientId) {
    params.set('clientId', f.clientId);
  }
  params.set('saved', f.saved ? 'true' : 'false');
  return `/Invoice/pdf/${layout}?${params.toString()}`;
}

/** The failure of an invoice PDF (spec 3 §8): the server's reason when it gave one, and Try again. */
function InvoicePdfFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason =
    isApiError(error) && error.kind !== 'network' && error.kind !== 'server'
      ? error.message
      : 'Check your connection, then try again.';
  return (
    <Centered>
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
        title={INVOICE_MESSAGES.pdfFailed}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{reason}</Text>
          <Button variant="white" color="red" size="compact-sm" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    </Centered>
  );
}

function InvoicePdf({ layout, filter }: { layout: Layout; filter: InvoicePdfFilter }) {
  const path = invoicePdfPath(layout, filter);
  const pdf = useQuery({
    queryKey: [...INVOICES_KEY, 'pdf', path],
    queryFn: ({ signal }) => fetchPdfBlob(path, signal),
    gcTime: 0,
    retry: false,
  });
  const period = `${formatCalendarDate(filter.fromDate)} to ${formatCalendarDate(filter.toDate)}`;
  if (pdf.isPending) {
    return <PdfPreparing text="Generating the invoice PDF…" />;
  }
  if (pdf.isError) {
    return <InvoicePdfFailed error={pdf.error} onRetry={() => void pdf.refetch()} />;
  }
  return (
    <PdfViewer
      blob={pdf.data}
      title={`${LAYOUT_NAMES[layout]}, ${period}`}
      fileName={`${LAYOUT_NAMES[layout]} ${period}`}
    />
  );
}

/** No filter in this browser: the tab was opened on its own (or storage was cleared). */
function NoInvoiceChosen() {
  return (
    <Centered>
      <Stack align="center" ta="center" gap="xs">
        <Text fw={700} fz="lg">
          No invoice to print
        </Text>
        <Text c="dimmed">
          Open the invoice screen, load a client’s invoice for a period and use Generate PDF.
        </Text>
        <Button component={Link} to="/app/reports/invoice" mt="sm">
          Go to the invoice screen
        </Button>
      </Stack>
    </Centered>
  );
}

/** A PDF page for the filter the invoice screen left in local storage ('invoicePdfFilter'). */
function InvoicePdfPage({ layout }: { layout: Layout }) {
  const [filter] = useState(readInvoicePdfFilter);
  return filter ? <InvoicePdf layout={layout} filter={filter} /> : <NoInvoiceChosen />;
}

/** /pdf/loadUngroupedInvoice-pdf/$genRate: the invoice line by line (spec 3 §2.3, §9). */
export function UngroupedInvoicePdfPage() {
  return <InvoicePdfPage layout="ungrouped" />;
}

/** /pdf/loadGroupedInvoice-pdf/$genRate: the invoice with its lines summed by item and price. */
export function GroupedInvoicePdfPage() {
  return <InvoicePdfPage layout="grouped" />;
}
