import { formatCalendarDate, INVOICE_MESSAGES } from '@care/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PdfFailed } from '../pdf/PdfFailed.tsx';
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
    return (
      <PdfFailed title={INVOICE_MESSAGES.pdfFailed} error={pdf.error} onRetry={() => void pdf.refetch()} />
    );
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
