import { serviceProviderForm } from '@care/domain';
import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import {
  addServiceProvider,
  editServiceProvider,
  fetchServiceProvider,
  PROVIDERS_KEY,
  type ServiceProviderRow,
} from './service-providers-api.ts';

type Values = Record<'referralCompany' | 'name' | 'lastName' | 'email' | 'phone' | 'address', string>;
const FIELDS = ['referralCompany', 'name', 'lastName', 'email', 'phone', 'address'] as const;
const REQUIRED = ['referralCompany', 'name', 'email', 'phone'] as const;
const MARKED = 'Marked Fields must be filled';

const valuesOf = (p?: ServiceProviderRow): Values => ({
  referralCompany: p?.referralCompany ?? '',
  name: p?.name ?? '',
  lastName: p?.lastName ?? '',
  email: p?.email ?? '',
  phone: p?.phone ?? '',
  address: p?.address ?? '',
});

function ProviderForm({ provider, onDone }: { provider?: ServiceProviderRow; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof serviceProviderForm, Values>(serviceProviderForm, {
    defaultValues: valuesOf(provider),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        if (provider) {
          await editServiceProvider(provider.serviceProvidersId, values);
        } else {
          await addServiceProvider(values);
        }
        await queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY });
        onDone();
      } catch (error) {
        const message = applyServerErrors(error, FIELDS, form.setError);
        const placed = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
        setBanner(
          placed
            ? 'Please check the fields marked in red.'
            : (message ?? 'Something went wrong. Please try again.'),
        );
      }
    },
    () => {
      const values = form.getValues();
      setBanner(
        REQUIRED.some((name) => !values[name].trim()) ? MARKED : 'Please check the fields marked in red.',
      );
    },
  );

  const input = (name: (typeof FIELDS)[number], label: string, extra: object = {}) => (
    <TextInput
      label={label}
      withAsterisk={(REQUIRED as readonly string[]).includes(name)}
      autoComplete="off"
      {...extra}
      {...form.register(name)}
      error={errors[name]?.message}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Service provider">
      <Stack gap="md">
        {!provider ? (
          <Text c="dimmed" fz="sm">
            They will get a sign-in and an invitation e-mail, so they can see the clients they refer.
          </Text>
        ) : null}
        {input('referralCompany', 'Support Coordinator/Organization', {
          placeholder: 'e.g. Connect Support Coordination',
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {input('name', 'First name')}
          {input('lastName', 'Last name')}
          {input('email', 'Email', { type: 'email', inputMode: 'email' })}
          {input('phone', 'Phone', { type: 'tel', inputMode: 'tel' })}
        </SimpleGrid>
        {input('address', 'Address')}
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
        <DialogFooter>
          <Button variant="default" size="md" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={isSubmitting}>
            {provider ? 'Save changes' : 'Add service provider'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

function EditProvider({ id, onDone }: { id: string; onDone: () => void }) {
  const provider = useQuery({
    queryKey: [...PROVIDERS_KEY, id],
    queryFn: ({ signal }) => fetchServiceProvider(id, signal),
    gcTime: 0,
  });
  if (provider.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the service provider" />
      </Center>
    );
  }
  if (provider.isError) {
    return <LoadFailed what="this service provider" onRetry={() => void provider.refetch()} />;
  }
  return <ProviderForm provider={provider.data} onDone={onDone} />;
}

export interface ServiceProviderFormDialogProps {
  opened: boolean;
  /** The provider to edit; none to add one. */
  editing: ServiceProviderRow | null;
  onClose: () => void;
}

/** Add and Edit service provider (spec 2 §5: organisation, first name, email and phone required). */
export function ServiceProviderFormDialog({ opened, editing, onClose }: ServiceProviderFormDialogProps) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.fullName}` : 'Add Service Provider'}
      closeOnClickOutside={false}
    >
      {opened ? (
        editing ? (
          <EditProvider id={editing.serviceProvidersId} onDone={onClose} />
        ) : (
          <ProviderForm onDone={onClose} />
        )
      ) : null}
    </ResponsiveModal>
  );
}
