import type { InvoiceAccountRef } from '@care/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconExternalLink, IconFileInvoice } from '@tabler/icons-react';
import { taxInvoicePdfUrl } from './invoice-accounts-api.ts';

/** 'INV-000012' alone, or with the client when the screen holds several clients' invoices. */
const nameOf = (a: InvoiceAccountRef, withClient: boolean) =>
  withClient ? `${a.invoiceNumber} (${a.clientName})` : a.invoiceNumber;

/**
 * "Tax invoice (PDF)" of the invoice screens (issue 40 item 2): the same PDF the mail attaches (issue
 * and due dates, bill-to with address and ABN, payment details), opened in a new tab or downloaded,
 * for each saved invoice on the screen. Nothing shows before the invoice is saved.
 */
export function TaxInvoiceMenu({ accounts }: { accounts: readonly InvoiceAccountRef[] }) {
  if (accounts.length === 0) {
    return null;
  }
  const withClient = new Set(accounts.map((a) => a.clientName)).size > 1;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconFileInvoice size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Tax invoice (PDF)
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {accounts.map((a) => (
          <div key={a.invoiceId}>
            {accounts.length > 1 ? <Menu.Label>{nameOf(a, withClient)}</Menu.Label> : null}
            <Menu.Item
              component="a"
              href={taxInvoicePdfUrl(a.invoiceId)}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open {a.invoiceNumber}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={taxInvoicePdfUrl(a.invoiceId, { download: true })}
              download={`${a.invoiceNumber}.pdf`}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download {a.invoiceNumber}
            </Menu.Item>
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
