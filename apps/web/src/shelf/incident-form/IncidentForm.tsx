import { incidentFormSchema } from '@care/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import type { PersonOption } from '../usePeopleOptions.ts';
import { IncidentPeopleSection } from './IncidentPeopleSection.tsx';
import { IncidentReportableSection } from './IncidentReportableSection.tsx';
import { IncidentWhatHappenedSection } from './IncidentWhatHappenedSection.tsx';
import { IncidentWhoWasToldSection } from './IncidentWhoWasToldSection.tsx';
import type { IncidentFormValues } from './incident-form-values.ts';

const CHECK_FIELDS = 'Please check the fields marked in red.';

export interface IncidentFormProps {
  initial: IncidentFormValues;
  /** The participants to choose from; none: the participant is fixed (a participant's own report). */
  clients: PersonOption[] | null;
  /** The workers to choose from (the office's); null for a worker's own report. */
  staff: PersonOption[] | null;
  /** The office says when key personnel became aware; a field report is their awareness. */
  office: boolean;
  submitLabel: string;
  onSubmit: (values: IncidentFormValues) => Promise<unknown>;
}

/**
 * The incident form (docs/reference/FORMS-AND-INCIDENTS.md §B5), one column on a phone: what
 * happened, when and where, who was harmed, witnesses, immediate actions, who was told, and whether
 * it is reportable with the Commission's six categories quoted.
 */
export function IncidentForm({ initial, clients, staff, office, submitLabel, onSubmit }: IncidentFormProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof incidentFormSchema, IncidentFormValues>(incidentFormSchema, {
    defaultValues: initial,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async () => {
      setBanner(null);
      const values = form.getValues();
      try {
        await onSubmit(values);
      } catch (error) {
        const fields = [
          ...(Object.keys(values) as Path<IncidentFormValues>[]),
          ...values.witnesses.map((_, i) => `witnesses.${i}.name` as Path<IncidentFormValues>),
        ];
        const message = applyServerErrors(error, fields, form.setError);
        const placed = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
        setBanner(message ?? (placed ? CHECK_FIELDS : 'Something went wrong. Please try again.'));
      }
    },
    () => setBanner(CHECK_FIELDS),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Incident report">
      <Stack gap="lg">
        <IncidentWhatHappenedSection form={form} clients={clients} staff={staff} />
        <IncidentPeopleSection form={form} />
        <IncidentWhoWasToldSection form={form} />
        <IncidentReportableSection form={form} office={office} />
        {banner ? (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="md" color="red" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
