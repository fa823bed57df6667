import {
  COMMISSION_FORM_LABELS,
  type CommissionForm,
  commissionNotificationSchema,
  formatInZone,
  type IncidentView,
} from '@care/domain';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Path } from 'react-hook-form';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { localParts } from '../../shelf/incident-form/incident-form-values.ts';
import { DateField } from '../../ui/DateField.tsx';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { INCIDENTS_KEY, recordNotification } from './incidents-api.ts';

interface Values {
  form: string;
  submittedDate: string;
  submittedTime: string;
  reference: string;
}

/**
 * Records that the office lodged a Commission form (the product does not lodge it): which form,
 * when, and the Commission's reference. Offers only the forms still due.
 */
export function NotificationForm({ incident }: { incident: IncidentView }) {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const due = incident.clocks.filter((c) => !c.submittedAt).map((c) => c.form);
  const now = localParts(new Date().toISOString(), zone);
  const form = useSchemaForm<typeof commissionNotificationSchema, Values>(commissionNotificationSchema, {
    defaultValues: { form: due[0] ?? '', submittedDate: now.date, submittedTime: now.time, reference: '' },
  });
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      await recordNotification(incident.incidentId, { ...values, form: values.form as CommissionForm });
      await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
      form.reset({ ...values, form: due.find((f) => f !== values.form) ?? '', reference: '' });
    } catch (error) {
      applyServerErrors(error, Object.keys(values) as Path<Values>[], form.setError);
    }
  });
  return (
    <Stack gap="xs">
      {incident.notifications.map((n) => (
        <Text key={n.form} fz="sm">
          {COMMISSION_FORM_LABELS[n.form]} lodged {formatInZone(n.submittedAt, 'listDateTime', zone)},
          reference <b>{n.reference}</b> (recorded by {n.recordedBy})
        </Text>
      ))}
      {due.length > 0 && incident.status !== 'Closed' ? (
        <form noValidate onSubmit={(e) => void submit(e)} aria-label="Record a Commission notification">
          <Stack gap="sm">
            <Text fz="sm" fw={600}>
              Record a notification lodged with the NDIS Commission
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <Controller
                control={form.control}
                name="form"
                render={({ field, fieldState }) => (
                  <Select
                    label="Form"
                    withAsterisk
                    size="md"
                    data={due.map((f) => ({ value: f, label: COMMISSION_FORM_LABELS[f] }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <DateField control={form.control} name="submittedDate" label="Lodged on" required />
              <FormFields
                form={form}
                fields={[
                  { name: 'submittedTime', label: 'At', kind: 'time', required: true },
                  { name: 'reference', label: 'Commission reference', required: true },
                ]}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Record notification
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
