import { INVOICE_MESSAGES, type InvoiceLoadResult } from '@care/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconDeviceFloppy, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { pdfTabLater } from '../timesheets/open-later.ts';
import { saveInvoicePdfFilter } from './invoice-pdf-filter.ts';
import { deleteInvoices, type InvoicePeriodFilter, saveInvoice } from './invoices-api.ts';

const M = INVOICE_MESSAGES;

/** The Post buttons' long labels wrap on a phone. */
const WRAPPING = { label: { whiteSpace: 'normal' as const, textAlign: 'left' as const } };

/** The PDF pages of the two views (spec 3 §2.3). */
export const INVOICE_PDF_PATHS = {
  ungrouped: '/pdf/loadUngroupedInvoice-pdf/gen_rate',
  grouped: '/pdf/loadGroupedInvoice-pdf/gen_rate',
} as const;

/**
 * The buttons of a loaded invoice (spec 3 §2.3): Save Invoice, Generate PDF, Delete Invoice, and the
 * two Post buttons (no accounting connection yet: they explain that rather than do nothing).
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
  const [noAccounting, setNoAccounting] = useState(false);

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

  const post = (link: string | null) => {
    if (link) {
      window.open(link, '_blank', 'noopener');
    } else {
      setNoAccounting(true);
    }
  };
  const grouped = view === 'grouped';
  // The two Post buttons (spec 3 §2.3): actual or agreed hours, of the view shown.
  const postings: [string, string | null][] = [
    [
      'Post Actual Hours to the accounting service',
      grouped ? result.xeroGroupUploadLink : result.xeroUploadLink,
    ],
    [
      'Post Agreed Hours to the accounting service',
      grouped ? result.xeroAgreedGroupUploadLink : result.xeroAgreedUploadLink,
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
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Delete Invoice
        </Button>
        {postings.map(([label, link]) => (
          <Button
            key={label}
            variant="default"
            leftSection={<IconCloudUpload size={18} aria-hidden />}
            onClick={() => post(link)}
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
      <Modal
        opened={noAccounting}
        onClose={() => setNoAccounting(false)}
        title={<Text fw={700}>Post to the accounting service</Text>}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text>{M.accountingNotConnected}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setNoAccounting(false)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
