import {
  RESTRICTIVE_PRACTICE_TYPES,
  RESTRICTIVE_PRACTICE_USES,
  type RestrictivePracticeInput,
  restrictivePracticeSchema,
} from '@care/domain';
import { Alert, Button, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Path, useWatch } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { localParts } from '../../shelf/incident-form/incident-form-values.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { DateField } from '../../ui/DateField.tsx';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter } from '../../ui/photo/ResponsiveModal.tsx';
import { addRestrictivePractice, INCIDENTS_KEY } from './incidents-api.ts';

type Values = { [K in keyof RestrictivePracticeInput]-?: string };

/** Recording one use of a restrictive practice (RP Rules s15(2)); an unauthorised use raises a category-6 incident. */
export function RestrictivePracticeForm({ onDone }: { onDone: () => void }) {
  const zone = useTimeZone();
  const people = usePeopleOptions(true);
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const now = localParts(new Date().toISOString(), zone);
  const form = useSchemaForm<typeof restrictivePracticeSchema, Values>(restrictivePracticeSchema, {
    defaultValues: {
      clientId: '',
      staffId: '',
      practiceType: '',
      use: '',
      startDate: now.date,
      startTime: '',
      endDate: now.date,
      endTime: '',
      location: '',
      description: '',
      reason: '',
      behaviour: '',
      injured: '',
      injury: '',
      lessRestrictiveOptions: '',
      leadingUp: '',
      actionsTaken: '',
      peopleInvolved: '',
      witnesses: '',
      authorised: '',
      authorisationReference: '',
    },
  });
  const injured = useWatch({ control: form.control, name: 'injured' });
  const authorised = useWatch({ control: form.control, name: 'authorised' });
  const submit = form.handleSubmit(
    async () => {
      const values = form.getValues();
      try {
        await addRestrictivePractice(values);
        await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
        onDone();
      } catch (error) {
        const message = applyServerErrors(error, Object.keys(values) as Path<Values>[], form.setError);
        setBanner(message ?? (isApiError(error) ? error.message : 'Something went wrong. Please try again.'));
      }
    },
    () => setBanner('Please check the fields marked in red.'),
  );
  const person = (
    name: 'clientId' | 'staffId',
    label: string,
    data: { value: string; label: string }[],
    required: boolean,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={required}
          data={data}
          searchable
          clearable={!required}
          size="md"
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Restrictive practice">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {person('clientId', 'Participant', people.clients, true)}
          {person('staffId', 'Worker who used it', people.staff, false)}
          <FormFields
            form={form}
            fields={[
              {
                name: 'practiceType',
                label: 'Practice',
                kind: 'select',
                options: RESTRICTIVE_PRACTICE_TYPES,
                required: true,
              },
              {
                name: 'use',
                label: 'Routine or PRN',
                kind: 'select',
                options: RESTRICTIVE_PRACTICE_USES,
                required: true,
              },
            ]}
          />
          <DateField control={form.control} name="startDate" label="Started on" required />
          <FormFields
            form={form}
            fields={[{ name: 'startTime', label: 'At', kind: 'time', required: true }]}
          />
          <DateField control={form.control} name="endDate" label="Ended on" required />
          <FormFields form={form} fields={[{ name: 'endTime', label: 'At', kind: 'time', required: true }]} />
        </SimpleGrid>
        <FormFields
          form={form}
          fields={[
            { name: 'location', label: 'Where', required: true },
            { name: 'behaviour', label: 'The behaviour that led to it', kind: 'textarea', required: true },
            {
              name: 'description',
              label: 'The use, and its impact on the person and others',
              kind: 'textarea',
              required: true,
            },
            { name: 'reason', label: 'Why it was used', kind: 'textarea', required: true },
            {
              name: 'lessRestrictiveOptions',
              label: 'Less restrictive options considered or used first',
              kind: 'textarea',
              required: true,
            },
            {
              name: 'leadingUp',
              label: 'Actions leading up to it, including prevention strategies',
              kind: 'textarea',
            },
            { name: 'actionsTaken', label: 'Actions taken in response', kind: 'textarea', required: true },
            {
              name: 'injured',
              label: 'Was anyone injured?',
              kind: 'yesno',
              options: ['Yes', 'No'],
              required: true,
            },
          ]}
        />
        {injured === 'Yes' ? (
          <FormFields form={form} fields={[{ name: 'injury', label: 'The injury', kind: 'textarea' }]} />
        ) : null}
        <FormFields
          form={form}
          fields={[
            {
              name: 'peopleInvolved',
              label: 'People involved (names, contacts)',
              kind: 'textarea',
              minRows: 2,
            },
            { name: 'witnesses', label: 'Witnesses (names, contacts)', kind: 'textarea', minRows: 2 },
            {
              name: 'authorised',
              label: 'Authorised and used as the behaviour support plan says?',
              kind: 'yesno',
              options: ['Yes', 'No'],
              required: true,
              description: 'No: a category-6 reportable incident is raised and its clock starts.',
            },
          ]}
        />
        {authorised === 'Yes' ? (
          <FormFields
            form={form}
            fields={[{ name: 'authorisationReference', label: 'Authorisation reference', required: true }]}
          />
        ) : null}
        {banner ? (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Record the use
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
