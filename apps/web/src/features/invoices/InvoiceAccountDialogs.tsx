import {
  formatCalendarDate,
  formatCents,
  type InvoiceAccountView,
  type MarkInvoiceSentInput,
  markInvoiceSentSchema,
  type RecordPaymentInput,
  recordPaymentSchema,
  sendInvoiceSchema,
} from '@care/domain';
import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import {
  fetchInvoiceAccount,
  invoiceAccountKey,
  markInvoiceSent,
  recordPayment,
  sendInvoice,
} from './invoice-accounts-api.ts';
import { refreshInvoiceQueries } from './invoices-api.ts';

export type AccountDialog = 'send' | 'markSent' | 'payment';

/** The lines of the invoice that are not on it, and why (docs/workforce.md "A tax invoice"). */
function HeldBack({ account }: { account: InvoiceAccountView }) {
  if (account.heldBack.length === 0) {
    return null;
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      title={`${account.heldBack.length} line(s) held back from this invoice`}
    >
      <List size="sm" spacing={2}>
        {account.heldBack.map((l) => (
          <List.Item key={l.invoicesId}>
            {formatCalendarDate(l.date)} · {l.itemNumber ?? 'No item'} · {formatCents(l.amountCents)}:{' '}
            {l.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Summary({ account }: { account: InvoiceAccountView }) {
  return (
    <Stack gap={2}>
      <Text fw={700}>
        {account.invoiceNumber} · {account.clientName}
      </Text>
      <Text fz="sm">
        Bill to {account.billTo.name} ({account.billTo.kind.toLowerCase()})
        {account.billTo.email ? `, ${account.billTo.email}` : ''}
      </Text>
      <Text fz="sm">
        {account.lineCount} line(s), {formatCents(account.totalCents)}; owed {formatCents(account.owedCents)},
        due {formatCalendarDate(account.dueDate)}
      </Text>
    </Stack>
  );
}

function Actions({
  submitting,
  label,
  onCancel,
}: {
  submitting: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
    </Group>
  );
}

interface FormProps {
  account: InvoiceAccountView;
  onDone: () => void;
  today: string;
}

function SendForm({ account, onDone }: FormProps) {
  const qc = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof sendInvoiceSchema, { to: string }>(sendInvoiceSchema, {
    defaultValues: { to: account.billTo.email ?? '' },
  });
  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    try {
      await sendInvoice(account.invoiceId, v.to);
      await refreshInvoiceQueries(qc, { keepLoad: true });
      onDone();
    } catch (error) {
      setBanner(applyServerErrors(error, ['to'], form.setError));
    }
  });
  return (
    <form noValidate aria-label="Send invoice" onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Summary account={account} />
        <HeldBack account={account} />
        <FormFields
          form={form}
          fields={[
            {
              name: 'to',
              label: 'Send to',
              kind: 'email',
              description: 'The tax invoice PDF is e-mailed to this address; the invoice becomes Sent.',
            },
          ]}
        />
        {banner ? <Alert color="red">{banner}</Alert> : null}
        <Actions submitting={form.formState.isSubmitting} label="Send invoice" onCancel={onDone} />
      </Stack>
    </form>
  );
}

function MarkSentForm({ account, onDone, today }: FormProps) {
  const qc = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof markInvoiceSentSchema, MarkInvoiceSentInput>(markInvoiceSentSchema, {
    defaultValues: { sentTo: account.billTo.name, sentOn: today },
  });
  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    try {
      await markInvoiceSent(account.invoiceId, v);
      await refreshInvoiceQueries(qc, { keepLoad: true });
      onDone();
    } catch (error) {
      setBanner(applyServerErrors(error, ['sentTo', 'sentOn'], form.setError));
    }
  });
  return (
    <form noValidate aria-label="Mark as sent" onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Summary account={account} />
        <HeldBack account={account} />
        <FormFields
          form={form}
          fields={[
            {
              name: 'sentTo',
              label: 'Sent to',
              required: true,
              description: 'e.g. the plan manager’s portal',
            },
            { name: 'sentOn', label: 'Sent on', kind: 'date', required: true },
          ]}
        />
        {banner ? <Alert color="red">{banner}</Alert> : null}
        <Actions submitting={form.formState.isSubmitting} label="Mark as sent" onCancel={onDone} />
      </Stack>
    </form>
  );
}

function PaymentForm({ account, onDone, today }: FormProps) {
  const qc = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<
    typeof recordPaymentSchema,
    { paidOn: string; amount: string; reference: string }
  >(recordPaymentSchema, {
    defaultValues: { paidOn: today, amount: (account.owedCents / 100).toFixed(2), reference: '' },
  });
  const submit = form.handleSubmit(async (v) => {
    setBanner(null);
    try {
      await recordPayment(account.invoiceId, { ...v, amount: String(v.amount / 100) } as RecordPaymentInput);
      await refreshInvoiceQueries(qc, { keepLoad: true });
      onDone();
    } catch (error) {
      setBanner(applyServerErrors(error, ['paidOn', 'amount', 'reference'], form.setError));
    }
  });
  return (
    <form noValidate aria-label="Record payment" onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Summary account={account} />
        <FormFields
          form={form}
          fields={[
            { name: 'paidOn', label: 'Paid on', kind: 'date', required: true },
            {
              name: 'amount',
              label: 'Amount',
              required: true,
              description: `Part payments are fine; at most ${formatCents(account.owedCents)} (what is owed).`,
            },
            {
              name: 'reference',
              label: 'Reference',
              required: true,
              placeholder: 'e.g. the remittance number',
            },
          ]}
        />
        {banner ? <Alert color="red">{banner}</Alert> : null}
        <Actions submitting={form.formState.isSubmitting} label="Record payment" onCancel={onDone} />
      </Stack>
    </form>
  );
}

const TITLES: Record<AccountDialog, string> = {
  send: 'Send invoice',
  markSent: 'Mark invoice as sent',
  payment: 'Record a payment',
};

/** Send, Mark as sent and Record payment of a plan- or self-managed invoice, over its account. */
export function InvoiceAccountDialog({
  invoiceId,
  dialog,
  today,
  onClose,
}: {
  invoiceId: string | null;
  dialog: AccountDialog | null;
  today: string;
  onClose: () => void;
}) {
  const opened = invoiceId !== null && dialog !== null;
  const account = useQuery({
    queryKey: invoiceAccountKey(invoiceId ?? ''),
    queryFn: ({ signal }) => fetchInvoiceAccount(invoiceId ?? '', signal),
    enabled: opened,
  });
  const a = account.data;
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={dialog ? TITLES[dialog] : ''}
      closeOnClickOutside={false}
    >
      {!opened ? null : account.isPending ? (
        <Loader aria-label="Loading the invoice" />
      ) : account.isError || !a ? (
        <LoadFailed what="the invoice" onRetry={() => void account.refetch()} />
      ) : dialog === 'send' ? (
        <SendForm account={a} onDone={onClose} today={today} />
      ) : dialog === 'markSent' ? (
        <MarkSentForm account={a} onDone={onClose} today={today} />
      ) : (
        <PaymentForm account={a} onDone={onClose} today={today} />
      )}
    </ResponsiveModal>
  );
}
