import {
  CLAIM_DATE_FORMATS,
  type ClaimDateFormat,
  GST_CODES,
  type GstCode,
  type InvoiceSettings,
  invoiceSettingsSchema,
} from '@care/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useCan } from '../../session/useCan.ts';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { fetchInvoiceSettings, saveInvoiceSettings, WORK_SETTINGS_KEY } from './work-settings-api.ts';

const KEY = [...WORK_SETTINGS_KEY, 'invoice'] as const;
const FIELDS = [
  'billShortNoticeCancellations',
  'claimDateFormat',
  'claimGstCode',
  'paymentTermsDays',
  'bankAccountName',
  'bankBsb',
  'bankAccountNumber',
] as const;

/** What each GST code of the claim file means (docs/reference/NDIS.md). */
export const GST_CODE_LABELS: Record<GstCode, string> = {
  P1: 'P1 – Taxable (GST applies)',
  P2: 'P2 – GST free (most NDIS supports)',
  P5: 'P5 – Out of scope',
};

/** One date in each format, as an example. */
const DATE_EXAMPLES: Record<ClaimDateFormat, string> = {
  'YYYY-MM-DD': '2026-07-31',
  'YYYY/MM/DD': '2026/07/31',
  'DD/MM/YYYY': '31/07/2026',
};

export const CANCELLATION_HINT =
  'A client’s cancellation with less than 7 days’ notice is billed at 100% of the agreed fee, as a CANC line on the invoice.';
export const DATE_FORMAT_NOTE =
  'The NDIS portal’s date format for bulk payment requests is not confirmed. Check a test upload and change it here if the portal refuses the dates.';

function SettingsForm({ settings, canManage }: { settings: InvoiceSettings; canManage: boolean }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof invoiceSettingsSchema, InvoiceSettings>(invoiceSettingsSchema, {
    defaultValues: settings,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: saveInvoiceSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.reset(values);
    } catch (error) {
      applyServerErrors(error, FIELDS, form.setError);
    }
  });
  const readOnly = !canManage;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Invoices and NDIS claims">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="billShortNoticeCancellations"
          render={({ field }) => (
            <Switch
              label="Bill short-notice cancellations"
              description={CANCELLATION_HINT}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              disabled={readOnly}
              error={errors.billShortNoticeCancellations?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="claimDateFormat"
            render={({ field }) => (
              <Radio.Group
                label="Claim file date format"
                description="How dates are written in the bulk payment request file"
                value={field.value}
                onChange={(v) => field.onChange(v)}
                error={errors.claimDateFormat?.message}
              >
                {/* Radios wrap on a phone, where three segments would not fit. */}
                <Group gap="md" mt={8}>
                  {CLAIM_DATE_FORMATS.map((f) => (
                    <Radio key={f} value={f} label={f} disabled={readOnly} />
                  ))}
                </Group>
                <Text fz="xs" c="dimmed" mt={6}>
                  31 July 2026 is written {DATE_EXAMPLES[field.value] ?? ''}
                </Text>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="claimGstCode"
            render={({ field }) => (
              <Select
                label="GST code"
                description="Sent on every line of the claim file"
                data={GST_CODES.map((c) => ({ value: c, label: GST_CODE_LABELS[c] }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                allowDeselect={false}
                disabled={readOnly}
                error={errors.claimGstCode?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </SimpleGrid>
        <Alert color="yellow" variant="light" radius="md" icon={<IconInfoCircle size={18} aria-hidden />}>
          {DATE_FORMAT_NOTE}
        </Alert>
        <Title order={3} fz="md">
          Tax invoices to plan managers and participants
        </Title>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormFields
              form={form}
              fields={[
                {
                  name: 'paymentTermsDays',
                  label: 'Payment terms (days)',
                  kind: 'number',
                  required: true,
                  description: 'An invoice is due this many days after its issue date',
                },
                {
                  name: 'bankAccountName',
                  label: 'Bank account name',
                  description: 'Printed on every tax invoice',
                },
                { name: 'bankBsb', label: 'BSB', placeholder: '062-000' },
                {
                  name: 'bankAccountNumber',
                  label: 'Account number',
                  description: 'The invoice number is the payment reference',
                },
              ]}
            />
          </SimpleGrid>
        </fieldset>
        {canManage ? (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save invoice settings
            </Button>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            Only an administrator can change these settings.
          </Text>
        )}
      </Stack>
    </form>
  );
}

/**
 * The company's invoice settings: whether short-notice client cancellations are billed, and the
 * claim file's date format and GST code. Administrators edit them; others read them.
 */
export function InvoiceSettingsCard() {
  const canManage = useCan('workSettings.manage');
  const settings = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchInvoiceSettings(signal) });
  const s = settings.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Invoice settings">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Invoices and NDIS claims
          </Title>
          <Text c="dimmed" fz="sm">
            What the invoice screen bills and how the bulk payment request file is written.
          </Text>
        </div>
        {settings.isPending ? (
          <Skeleton height={160} radius="md" aria-label="Loading the invoice settings" />
        ) : settings.isError || !s ? (
          <LoadFailed what="the invoice settings" onRetry={() => void settings.refetch()} />
        ) : (
          // Keyed by the saved values, so the form starts again from what the server now holds.
          <SettingsForm key={JSON.stringify(s)} settings={s} canManage={canManage} />
        )}
      </Stack>
    </Card>
  );
}
