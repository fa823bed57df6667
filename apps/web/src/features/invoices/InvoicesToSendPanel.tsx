import { formatCents, type SavedInvoiceView, todayIn } from '@care/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { payerText } from './InvoiceAccountCells.tsx';
import { type AccountDialog, InvoiceAccountDialog } from './InvoiceAccountDialogs.tsx';
import { fetchSavedInvoices, savedInvoicesKey } from './invoices-api.ts';

/** The period (and client) the NDIS claims page checks. */
export interface ToSendScope {
  fromDate: string;
  toDate: string;
  clientId: string;
}

const inScope = (s: SavedInvoiceView, scope: ToSendScope) =>
  s.toSend &&
  s.state === 'Saved' &&
  s.invoiceId !== null &&
  s.fromDate <= scope.toDate &&
  s.toDate >= scope.fromDate &&
  (scope.clientId === '' || scope.clientId === 'All' || s.clientId === scope.clientId);

/**
 * Beside the pre-flight (which covers NDIA-managed lines only): the period's plan- and self-managed
 * invoices still to send, each with Send and Mark as sent (docs/workforce.md "Who pays").
 */
export function InvoicesToSendPanel({ scope }: { scope: ToSendScope }) {
  const zone = useTimeZone();
  const canManage = useCan('invoice.manage');
  const [open, setOpen] = useState<{ invoiceId: string; dialog: AccountDialog } | null>(null);
  const list = useQuery({
    queryKey: savedInvoicesKey(''),
    queryFn: ({ signal }) => fetchSavedInvoices('', signal),
  });
  const toSend = (list.data ?? []).filter((s) => inScope(s, scope));
  if (toSend.length === 0) {
    return null;
  }
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Invoices to send">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            To send: {toSend.length} plan- or self-managed invoice{toSend.length === 1 ? '' : 's'}
          </Title>
          <Text fz="sm" c="dimmed">
            These lines are not claimed from the NDIA: the invoice goes to the plan manager or the
            participant.
          </Text>
        </div>
        {toSend.map((s) => (
          <Group key={s.invoiceId} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fz="sm" fw={600}>
                {s.invoiceNumber} · {s.clientName} · {formatCents(s.invoicedCents)}
              </Text>
              <Text fz="xs" c="dimmed">
                {payerText(s)}
                {s.heldBackCount > 0 ? ` · ${s.heldBackCount} line(s) held back` : ''}
              </Text>
            </Stack>
            {canManage && s.invoiceId ? (
              <Group gap={6}>
                <Button
                  size="compact-sm"
                  onClick={() => setOpen({ invoiceId: s.invoiceId as string, dialog: 'send' })}
                >
                  Send
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => setOpen({ invoiceId: s.invoiceId as string, dialog: 'markSent' })}
                >
                  Mark as sent
                </Button>
              </Group>
            ) : null}
          </Group>
        ))}
      </Stack>
      <InvoiceAccountDialog
        invoiceId={open?.invoiceId ?? null}
        dialog={open?.dialog ?? null}
        today={todayIn(new Date(), zone)}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
