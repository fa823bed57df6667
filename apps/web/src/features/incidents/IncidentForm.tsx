import {
  EMERGENCY_SERVICES,
  INCIDENT_TYPES,
  incidentFormSchema,
  REPORTABILITY,
  REPORTABLE_CATEGORIES,
  RESTRICTIVE_PRACTICE_CATEGORY,
} from '@care/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type Control, Controller, type Path, useFieldArray, useWatch } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { DateField } from '../../ui/DateField.tsx';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import type { IncidentFormValues } from './incident-form-values.ts';

const CHECK_FIELDS = 'Please check the fields marked in red.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A searchable, clearable choice of one person, held as an id ('' for none). */
function PersonSelect({
  control,
  name,
  label,
  placeholder,
  options,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed output does not matter to one input.
  control: Control<IncidentFormValues, unknown, any>;
  name: 'clientId' | 'staffId';
  label: string;
  placeholder: string;
  options: PersonOption[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={placeholder}
          data={options}
          searchable
          clearable
          size="md"
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

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
  const witnesses = useFieldArray({ control: form.control, name: 'witnesses' });
  const harmed = useWatch({ control: form.control, name: 'personHarmed' });
  const reportable = useWatch({ control: form.control, name: 'reportable' });
  const categories = useWatch({ control: form.control, name: 'categories' }) ?? [];
  const { errors, isSubmitting } = form.formState;

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
        <Section title="People">
          <FormFields
            form={form}
            fields={[
              {
                name: 'personHarmed',
                label: 'Was anyone harmed?',
                kind: 'yesno',
                options: ['Yes', 'No'],
                required: true,
              },
            ]}
          />
          {harmed === 'Yes' ? (
            <FormFields
              form={form}
              fields={[
                { name: 'harmDetails', label: 'The harm or injury', kind: 'textarea', required: true },
              ]}
            />
          ) : null}
          <FormFields
            form={form}
            fields={[
              {
                name: 'othersInvolved',
                label: 'Other people involved (names, roles, contacts)',
                kind: 'textarea',
                minRows: 2,
              },
            ]}
          />
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              Witnesses
            </Text>
            {witnesses.fields.map((w, i) => (
              <Card key={w.id} withBorder p="sm" radius="sm">
                <Stack gap="xs">
                  <Group grow align="flex-start">
                    <TextInput
                      label="Name"
                      withAsterisk
                      size="md"
                      {...form.register(`witnesses.${i}.name`)}
                      error={errors.witnesses?.[i]?.name?.message}
                    />
                    <TextInput label="Contact" size="md" {...form.register(`witnesses.${i}.contact`)} />
                  </Group>
                  <Textarea
                    label="Statement"
                    autosize
                    minRows={2}
                    size="md"
                    {...form.register(`witnesses.${i}.statement`)}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => witnesses.remove(i)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Remove witness
                  </Button>
                </Stack>
              </Card>
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => witnesses.append({ name: '', contact: '', statement: '' })}
              disabled={witnesses.fields.length >= 10}
              style={{ alignSelf: 'flex-start' }}
            >
              Add a witness
            </Button>
          </Stack>
        </Section>
        <Section title="Who was told">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormFields
              form={form}
              fields={[
                { name: 'firstAid', label: 'First aid given?', kind: 'yesno', options: ['Yes', 'No'] },
                { name: 'familyNotified', label: 'Family told?', kind: 'yesno', options: ['Yes', 'No'] },
                { name: 'guardianNotified', label: 'Guardian told?', kind: 'yesno', options: ['Yes', 'No'] },
              ]}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="emergencyServices"
            render={({ field }) => (
              <Checkbox.Group
                label="Emergency services called"
                value={field.value}
                onChange={field.onChange}
                size="md"
              >
                <Group mt={6}>
                  {EMERGENCY_SERVICES.map((s) => (
                    <Checkbox key={s} value={s} label={s} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <FormFields
            form={form}
            fields={[{ name: 'policeReference', label: 'Police or ambulance reference' }]}
          />
        </Section>
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
                  description:
                    'Without harm only the 5-Day Form is due; with harm the 24-hour notification too.',
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
