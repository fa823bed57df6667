import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { AddressFields } from './AddressFields.tsx';

interface PersonValues {
  firstName: unknown;
  middleName: unknown;
  surName: unknown;
  email: unknown;
  phoneNumber: unknown;
}

/**
 * Name, e-mail, phone and the address in parts: the fields every creation form starts with (spec 2
 * §3); a client's also has the map position, and their e-mail is optional (issue 40 item 5: many
 * participants have none, their representative signs).
 */
export function PersonFields({
  withPosition = false,
  emailOptional = false,
}: {
  withPosition?: boolean;
  emailOptional?: boolean;
}) {
  const form = useFormContext<PersonValues>();
  const { errors } = form.formState;
  const message = (name: keyof PersonValues) => errors[name]?.message as string | undefined;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="First name"
          withAsterisk
          autoComplete="off"
          {...form.register('firstName')}
          error={message('firstName')}
        />
        <TextInput
          label="Middle name"
          autoComplete="off"
          {...form.register('middleName')}
          error={message('middleName')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          autoComplete="off"
          {...form.register('surName')}
          error={message('surName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          withAsterisk={!emailOptional}
          description={emailOptional ? 'Optional: needed to invite them to the portal' : undefined}
          autoComplete="off"
          placeholder="name@example.com.au"
          {...form.register('email')}
          error={message('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          withAsterisk
          autoComplete="off"
          placeholder="04xx xxx xxx"
          {...form.register('phoneNumber')}
          error={message('phoneNumber')}
        />
      </SimpleGrid>
      <AddressFields withPosition={withPosition} />
    </Stack>
  );
}
