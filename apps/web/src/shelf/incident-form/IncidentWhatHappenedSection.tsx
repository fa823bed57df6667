import { INCIDENT_TYPES } from '@care/domain';
import { SimpleGrid } from '@mantine/core';
import { DateField } from '../../ui/DateField.tsx';
import { FormFields } from '../../ui/form/FormField.tsx';
import type { PersonOption } from '../usePeopleOptions.ts';
import { Section } from './IncidentFormSection.tsx';
import type { IncidentFormApi } from './incident-form-values.ts';
import { PersonSelect } from './PersonSelect.tsx';

/** What happened: the type, the people chosen, the title, when and where, the facts and first actions. */
export function IncidentWhatHappenedSection({
  form,
  clients,
  staff,
}: {
  form: IncidentFormApi;
  clients: PersonOption[] | null;
  staff: PersonOption[] | null;
}) {
  return (
    <Section title="What happened">
      <FormFields
        form={form}
        fields={[{ name: 'type', label: 'Type', kind: 'radio', options: INCIDENT_TYPES, required: true }]}
      />
      {clients ? (
        <PersonSelect
          control={form.control}
          name="clientId"
          label="Participant"
          placeholder="Choose the participant (none for a hazard)"
          options={clients}
        />
      ) : null}
      {staff ? (
        <PersonSelect
          control={form.control}
          name="staffId"
          label="Worker involved"
          placeholder="Choose the worker (optional)"
          options={staff}
        />
      ) : null}
      <FormFields
        form={form}
        fields={[
          {
            name: 'title',
            label: 'Short title',
            required: true,
            placeholder: 'e.g. Fall in the bathroom',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <DateField control={form.control} name="occurredDate" label="Date it happened" required />
        <FormFields
          form={form}
          fields={[{ name: 'occurredTime', label: 'Time', kind: 'time', required: true }]}
        />
        <FormFields form={form} fields={[{ name: 'location', label: 'Where', required: true }]} />
      </SimpleGrid>
      <FormFields
        form={form}
        fields={[
          {
            name: 'description',
            label: 'What happened',
            kind: 'textarea',
            required: true,
            minRows: 4,
            description: 'The facts, in the order they happened: not the time it was reported.',
          },
          {
            name: 'immediateActions',
            label: 'What was done straight away',
            kind: 'textarea',
            required: true,
            description: 'For the health, safety and wellbeing of the people involved.',
          },
        ]}
      />
    </Section>
  );
}
