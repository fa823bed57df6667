import { formatCalendarDate, formatCents, formatInZone, type SavedInvoiceView } from '@care/domain';
import { ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import type { AccountDialog } from './InvoiceAccountDialogs.tsx';
import { taxInvoicePdfUrl } from './invoice-accounts-api.ts';

/** Who pays: the NDIA (claimed), the plan manager or the participant (sent). */
export const payerText = (s: SavedInvoiceView): string =>
  s.management === 'Plan Managed'
    ? `Plan manager${s.billToName ? `: ${s.billToName}` : ''}`
    : s.management === 'Self Managed'
      ? `Self-managed${s.billToName ? `: ${s.billToName}` : ''}`
      : 'NDIA (bulk payment request)';

/** A sent invoice's state ('To send' while Saved), or an NDIA invoice's claim progress. */
export const accountStateText = (s: SavedInvoiceView): string => {
  if (!s.toSend) {
    return s.claimedCount + s.paidCount + s.rejectedCount === 0
      ? 'Not claimed'
      : `${s.claimedCount} claimed, ${s.paidCount} paid, ${s.rejectedCount} rejected`;
  }
  return s.state === 'Saved' ? 'To send' : s.stateLabel;
};

/** The state badge of a plan- or self-managed invoice, with to whom and when it was sent and when it is due. */
export function AccountState({ invoice: s }: { invoice: SavedInvoiceView }) {
  const zone = useTimeZone();
  if (!s.toSend) {
    return null;
  }
  return (
    <Stack gap={2}>
      <StatusBadge kind="invoiceAccount" status={accountStateText(s)} miw="max-content" />
      {s.sentTo && s.sentAt ? (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Sent to {s.sentTo}, {formatInZone(s.sentAt, 'date', zone)}
        </Text>
      ) : null}
      {s.heldBackCount > 0 ? (
        <Text fz="xs" c="orange.8">
          {s.heldBackCount} line(s) held back
        </Text>
      ) : null}
    </Stack>
  );
}

/** What is owed and when it is due (sent invoices); an NDIA invoice's owed is its claim's business. */
export function OwedCell({ invoice: s, today }: { invoice: SavedInvoiceView; today: string }) {
  if (!s.toSend) {
    return null;
  }
  const overdue = s.state === 'Sent' && s.dueDate !== null && s.dueDate < today && s.owedCents > 0;
  return (
    <Stack gap={0} align="flex-end">
      <Text fz="sm" fw={600}>
        {formatCents(s.owedCents)}
      </Text>
      {s.dueDate && s.owedCents > 0 ? (
        <Text fz="xs" c={overdue ? 'red.7' : 'dimmed'}>
          {overdue ? 'Overdue since' : 'Due'}
          <br />
          {formatCalendarDate(s.dueDate)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Send, Mark as sent, Record payment and the tax invoice PDF of one invoice, as the state allows. */
export function AccountActions({
  invoice: s,
  canManage,
  onOpen,
}: {
  invoice: SavedInvoiceView;
  canManage: boolean;
  onOpen: (invoiceId: string, dialog: AccountDialog) => void;
}) {
  if (!s.invoiceId) {
    return null;
  }
  const id = s.invoiceId;
  const pdf = (
    <>
      <Menu.Item component="a" href={taxInvoicePdfUrl(id)} target="_blank" rel="noopener">
        Tax invoice (PDF)
      </Menu.Item>
      <Menu.Item
        component="a"
        href={taxInvoicePdfUrl(id, { download: true })}
        download={`${s.invoiceNumber ?? 'invoice'}.pdf`}
      >
        Download tax invoice (PDF)
      </Menu.Item>
    </>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {canManage && s.toSend && s.state === 'Saved' ? (
        <Button size="compact-sm" onClick={() => onOpen(id, 'send')}>
          Send
        </Button>
      ) : null}
      {canManage && s.toSend && s.state === 'Sent' ? (
        <Button size="compact-sm" variant="light" onClick={() => onOpen(id, 'payment')}>
          Record payment
        </Button>
      ) : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More for ${s.invoiceNumber}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canManage && s.toSend && s.state === 'Saved' ? (
            <Menu.Item onClick={() => onOpen(id, 'markSent')}>Mark as sent</Menu.Item>
          ) : null}
          {pdf}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
