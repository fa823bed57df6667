import { REPORTABILITY, REPORTABLE_CATEGORIES, RESTRICTIVE_PRACTICE_CATEGORY } from '@care/domain';
import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { DateField } from '../../ui/DateField.tsx';
import { FormFields } from '../../ui/form/FormField.tsx';
import { Section } from './IncidentFormSection.tsx';
import type { IncidentFormApi } from './incident-form-values.ts';

/**
 * Whether it is reportable to the NDIS Commission, with the Commission's six categories quoted, and
 * (the office's) when key personnel became aware.
 */
export function IncidentReportableSection({ form, office }: { form: IncidentFormApi; office: boolean }) {
  const reportable = useWatch({ control: form.control, name: 'reportable' });
  const categories = useWatch({ control: form.control, name: 'categories' }) ?? [];
  const { errors } = form.formState;
  return (
    <Section title="Reportable to the NDIS Commission?">
      <FormFields
        form={form}
        fields={[
          {
            name: 'reportable',
            label: 'Reportable',
            kind: 'radio',
            options: REPORTABILITY,
            required: true,
            description:
              'Unsure: key personnel decide; both clocks run until they do. Alleged incidents count.',
          },
        ]}
      />
      {reportable !== 'Not reportable' ? (
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <Checkbox.Group
              label="Category (the Commission’s words)"
              value={field.value}
              onChange={field.onChange}
              error={errors.categories?.message}
              size="md"
            >
              <Stack gap="xs" mt={6}>
                {REPORTABLE_CATEGORIES.map((c) => (
                  <Checkbox
                    key={c.number}
                    value={String(c.number)}
                    label={`${c.number}. ${c.short}: “${c.text}”`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      ) : null}
      {categories.includes(String(RESTRICTIVE_PRACTICE_CATEGORY)) ? (
        <FormFields
          form={form}
          fields={[
            {
              name: 'restrictivePracticeHarm',
              label: 'Did the restrictive practice cause harm?',
              kind: 'yesno',
              options: ['Yes', 'No'],
              required: true,
              description: 'Without harm only the 5-Day Form is due; with harm the 24-hour notification too.',
            },
          ]}
        />
      ) : null}
      {office ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            control={form.control}
            name="awareDate"
            label="Key personnel became aware on"
            description="The clocks start here. Empty: when this record is saved."
          />
          <FormFields form={form} fields={[{ name: 'awareTime', label: 'At', kind: 'time' }]} />
        </SimpleGrid>
      ) : null}
    </Section>
  );
}
