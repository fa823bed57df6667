import {
  type ContributionInvoiceSummary,
  formatCents,
  recordPaymentSchema,
  sendInvoiceSchema,
} from '@care/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormBanner } from '../../../ui/form/FormBanner.tsx';
import { FormField } from '../../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../../ui/photo/ResponsiveModal.tsx';
import { day } from '../sah-words.ts';
import {
  CONTRIBUTIONS_KEY,
  recordContributionPayment,
  sendContributionInvoice,
} from './contributions-api.ts';

export type ContributionDialog = { kind: 'send' | 'payment'; invoice: ContributionInvoiceSummary };

function Summary({ invoice }: { invoice: ContributionInvoiceSummary }) {
  return (
    <Stack gap={2}>
      <Text fw={700}>
        {invoice.invoiceNumber} · {invoice.clientName}
      </Text>
      <Text fz="sm">
        Bill to {invoice.billToName}; {formatCents(invoice.totalCents)}, owed {formatCents(invoice.owedCents)}
        , due {day(invoice.dueDate)}
      </Text>
    </Stack>
  );
}

function Footer({
  label,
  submitting,
  onCancel,
}: {
  label: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogFooter>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
    </DialogFooter>
  );
}

function SendForm({ invoice, onDone }: { invoice: ContributionInvoiceSummary; onDone: () => void }) {
  const qc = useQueryClient();
  const form = useSchemaForm<typeof sendInvoiceSchema, { to: string }>(sendInvoiceSchema, {
    raw: true,
    defaultValues: { to: invoice.billToEmail ?? '' },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['to'],
    (v) => sendContributionInvoice(invoice.invoiceId, { to: v.to.trim() || null }),
    async () => {
      await qc.invalidateQueries({ queryKey: CONTRIBUTIONS_KEY });
      onDone();
    },
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate aria-label="Send contribution invoice" onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Summary invoice={invoice} />
        <FormField
          field={{
            name: 'to',
            label: 'Send to',
            kind: 'email',
            description: 'The tax invoice PDF is e-mailed to this address once; the invoice becomes Sent.',
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <Footer label="Send invoice" submitting={form.formState.isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type PaymentValues = { paidOn: string; amount: string; reference: string };

function PaymentForm({
  invoice,
  today,
  onDone,
}: {
  invoice: ContributionInvoiceSummary;
  today: string;
  onDone: () => void;
}) {
  const qc = useQueryClient();
  const form = useSchemaForm<typeof recordPaymentSchema, PaymentValues>(recordPaymentSchema, {
    raw: true,
    defaultValues: { paidOn: today, amount: (invoice.owedCents / 100).toFixed(2), reference: '' },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['paidOn', 'amount', 'reference'],
    (v) => recordContributionPayment(invoice.invoiceId, v),
    async () => {
      await qc.invalidateQueries({ queryKey: CONTRIBUTIONS_KEY });
      onDone();
    },
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate aria-label="Record payment" onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Summary invoice={invoice} />
        <FormField field={{ name: 'paidOn', label: 'Paid on', kind: 'date', required: true }} {...f} />
        <FormField
          field={{
            name: 'amount',
            label: 'Amount ($)',
            inputMode: 'decimal',
            required: true,
            description: `Part payments are fine; at most ${formatCents(invoice.owedCents)} (what is owed).`,
          }}
          {...f}
        />
        <FormField
          field={{
            name: 'reference',
            label: 'Reference',
            required: true,
            placeholder: 'e.g. the bank transfer’s reference',
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <Footer label="Record payment" submitting={form.formState.isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** Send and Record payment of a contribution invoice. */
export function ContributionInvoiceDialog({
  open,
  today,
  onClose,
}: {
  open: ContributionDialog | null;
  today: string;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={open !== null}
      onClose={onClose}
      title={open?.kind === 'payment' ? 'Record a payment' : 'Send contribution invoice'}
      closeOnClickOutside={false}
    >
      {open?.kind === 'send' ? <SendForm invoice={open.invoice} onDone={onClose} /> : null}
      {open?.kind === 'payment' ? (
        <PaymentForm invoice={open.invoice} today={today} onDone={onClose} />
      ) : null}
    </ResponsiveModal>
  );
}
