import '@mantine/dates/styles.css';
import { FUNDING_PROGRAM_LABELS, FUNDING_PROGRAMS, newClient, type StatusReply } from '@care/domain';
import { Alert, Divider, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../ui/DateField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { FormActions } from './FormActions.tsx';
import { anyEmpty, MARKED_FIELDS_MESSAGE, namesAField } from './invitee-form-schema.ts';
import { PersonFields } from './PersonFields.tsx';
import { addClient } from './people-create-api.ts';

type ClientInput = z.input<typeof newClient>;

const FIELDS = [
  'firstName',
  'middleName',
  'surName',
  'email',
  'phoneNumber',
  'address',
  'suburb',
  'state',
  'postcode',
  'latitude',
  'longitude',
  'agreementStartDate',
  'agreementEndDate',
  'ndisNo',
  'fundingProgram',
] as const;
// The e-mail is optional for a participant (issue 40 item 5).
const REQUIRED = [
  'firstName',
  'surName',
  'phoneNumber',
  'agreementStartDate',
  'agreementEndDate',
  'ndisNo',
] as const;

export interface CreateClientFormProps {
  /** With the first name typed, for the new record's address. */
  onCreated: (reply: StatusReply & { profileId: string }, firstName: string) => void;
  onCancel: () => void;
}

/** The full new-client form (spec 2 §3, §5): messages come from the domain's newClient schema. */
export function CreateClientForm({ onCreated, onCancel }: CreateClientFormProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof newClient, ClientInput>(newClient, {
    defaultValues: {
      firstName: '',
      middleName: '',
      surName: '',
      email: '',
      phoneNumber: '',
      address: '',
      suburb: '',
      state: '',
      postcode: '',
      latitude: '',
      longitude: '',
      agreementStartDate: '',
      agreementEndDate: '',
      ndisNo: '',
      fundingProgram: 'NDIS',
    },
  });
  // Only an NDIS client needs an NDIS number (issue 39 item 1).
  const ndis = form.watch('fundingProgram') === 'NDIS';
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: addClient,
    onSuccess: (reply, values) => onCreated(reply, values.firstName),
    onError: (error) => {
      const message = applyServerErrors(error, FIELDS, form.setError);
      setBanner(namesAField(error, FIELDS) ? null : message);
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      setBanner(null);
      mutation.mutate(values);
    },
    () => setBanner(anyEmpty(form.getValues(), REQUIRED) ? MARKED_FIELDS_MESSAGE : null),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="New client">
        <Stack gap="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Personal details
            </Title>
            <PersonFields withPosition emailOptional />
          </Stack>
          <Divider />
          <Stack gap="md">
            <Title order={2} fz="lg">
              Service agreement and funding
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
              <NativeSelect
                label="Funded by"
                data={FUNDING_PROGRAMS.map((value) => ({ value, label: FUNDING_PROGRAM_LABELS[value] }))}
                {...form.register('fundingProgram')}
                error={errors.fundingProgram?.message}
              />
              <DateField
                control={form.control}
                name="agreementStartDate"
                label="Agreement start date"
                required
              />
              <DateField control={form.control} name="agreementEndDate" label="Agreement end date" required />
              <TextInput
                label="NDIS number"
                withAsterisk={ndis}
                inputMode="numeric"
                autoComplete="off"
                placeholder="9 digits"
                {...form.register('ndisNo')}
                error={errors.ndisNo?.message}
              />
            </SimpleGrid>
          </Stack>
          {banner ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
            >
              {banner}
            </Alert>
          ) : null}
          <FormActions submitLabel="Create client" pending={mutation.isPending} onCancel={onCancel} />
        </Stack>
      </form>
    </FormProvider>
  );
}
