import { INVOICE_MESSAGES, type InvoiceLoadResult } from '@care/domain';
import { Button, Group } from '@mantine/core';
import { IconCloudUpload, IconDeviceFloppy, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type PostRequest, PostToAccountingDialog } from '../integrations/PostToAccountingDialog.tsx';
import { pdfTabLater } from '../timesheets/open-later.ts';
import { saveInvoicePdfFilter } from './invoice-pdf-filter.ts';
import { deleteInvoices, type InvoicePeriodFilter, saveInvoice } from './invoices-api.ts';
import { TaxInvoiceMenu } from './TaxInvoiceMenu.tsx';

const M = INVOICE_MESSAGES;

/** The Post buttons' long labels wrap on a phone. */
const WRAPPING = { label: { whiteSpace: 'normal' as const, textAlign: 'left' as const } };

/** The PDF pages of the two views (spec 3 §2.3). */
export const INVOICE_PDF_PATHS = {
  ungrouped: '/pdf/loadUngroupedInvoice-pdf/gen_rate',
  grouped: '/pdf/loadGroupedInvoice-pdf/gen_rate',
} as const;

/**
 * The buttons of a loaded invoice (spec 3 §2.3): Save Invoice, Generate PDF, the saved invoices' tax
 * invoices, Delete Invoice, and the two Post buttons (they post the saved invoices to Xero when
 * connected, else say how to connect).
 */
export function InvoiceActions({
  filter,
  result,
  view,
  onSaved,
  onDeleted,
}: {
  filter: InvoicePeriodFilter;
  result: InvoiceLoadResult;
  view: 'ungrouped' | 'grouped';
  onSaved: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [posting, setPosting] = useState<PostRequest | null>(null);

  const save = async () => {
    setSaving(true);
    try {
      const reply = await saveInvoice(filter);
      const numbers = reply.invoiceNumbers.join(', ');
      toasts.success(numbers ? `${M.saved}: ${numbers}` : M.saved);
      await onSaved();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  const pdf = () => {
    const tab = pdfTabLater();
    const { fromDate, toDate, clientId } = filter;
    saveInvoicePdfFilter({ fromDate, toDate, clientId, saved: false, yes: true });
    tab.openAfterDelay(INVOICE_PDF_PATHS[view]);
  };

  const grouped = view === 'grouped';
  const post = (link: string | null, hours: PostRequest['hours']) => {
    if (link) {
      window.open(link, '_blank', 'noopener');
    } else {
      setPosting({
        fromDate: filter.fromDate,
        toDate: filter.toDate,
        clientId: filter.clientId || 'All',
        hours,
        grouped,
      });
    }
  };
  // The two Post buttons (spec 3 §2.3): actual or agreed hours, of the view shown.
  const postings: [string, string | null, PostRequest['hours']][] = [
    [
      'Post Actual Hours to the accounting service',
      grouped ? result.xeroGroupUploadLink : result.xeroUploadLink,
      'Actual',
    ],
    [
      'Post Agreed Hours to the accounting service',
      grouped ? result.xeroAgreedGroupUploadLink : result.xeroAgreedUploadLink,
      'Agreed',
    ],
  ];

  return (
    <>
      <Group gap="sm" mb="md" wrap="wrap">
        <Button
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          onClick={() => void save()}
          loading={saving}
        >
          Save Invoice
        </Button>
        <Button variant="light" leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={pdf}>
          Generate PDF
        </Button>
        <TaxInvoiceMenu accounts={result.accounts ?? []} />
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Delete Invoice
        </Button>
        {postings.map(([label, link, hours]) => (
          <Button
            key={label}
            variant="default"
            leftSection={<IconCloudUpload size={18} aria-hidden />}
            onClick={() => post(link, hours)}
            h="auto"
            mih={36}
            py={6}
            styles={WRAPPING}
          >
            {label}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Delete Invoice"
        message={M.deleteConfirm}
        danger
        onConfirm={async () => {
          await deleteInvoices(filter);
          onDeleted();
        }}
        onClose={() => setConfirming(false)}
      />
      <PostToAccountingDialog
        request={posting}
        notConnected={M.accountingNotConnected}
        onClose={() => setPosting(null)}
      />
    </>
  );
}
