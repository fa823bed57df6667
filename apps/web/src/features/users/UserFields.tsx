import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { Controller, type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { assignableRoles, keepCommon, keepLetters, keepPhone } from './user-input.ts';

interface UserValues {
  firstName: unknown;
  lastName: unknown;
  email?: unknown;
  phoneNumber: unknown;
  role: unknown;
  password?: unknown;
  confirmPassword?: unknown;
}

/** A registered field whose typing is cleaned as it happens (spec 2 §5: phone digits, names letters). */
function cleaned(registration: UseFormRegisterReturn, keep: (value: string) => string) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const kept = keep(event.target.value);
      if (kept !== event.target.value) {
        event.target.value = kept;
      }
      return registration.onChange(event);
    },
  };
}

export interface UserFieldsProps {
  mode: 'add' | 'edit';
  /** The signed-in user's role: decides which roles can be given. */
  myRole: string;
  /** Editing one's own sign-in: the role cannot change. */
  ownSignIn?: boolean;
  /** Editing an account the signed-in user does not control (a peer's): the role cannot change. */
  roleFixed?: boolean;
  /** The e-mail shown (read-only) when editing. */
  email?: string;
}

/** Names, e-mail, phone, role and (when adding) the password pair of the Users dialogs. */
export function UserFields({ mode, myRole, ownSignIn, roleFixed, email }: UserFieldsProps) {
  const form = useFormContext<UserValues>();
  const { errors } = form.formState;
  const message = (name: keyof UserValues) => errors[name]?.message as string | undefined;
  const roles = assignableRoles(myRole);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First name"
          withAsterisk
          autoComplete="off"
          {...cleaned(form.register('firstName'), keepLetters)}
          error={message('firstName')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          autoComplete="off"
          {...cleaned(form.register('lastName'), keepLetters)}
          error={message('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {mode === 'add' ? (
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            withAsterisk
            autoComplete="off"
            placeholder="name@example.com.au"
            {...cleaned(form.register('email'), keepCommon)}
            error={message('email')}
          />
        ) : (
          <TextInput label="Email" value={email ?? ''} readOnly variant="filled" />
        )}
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          withAsterisk
          autoComplete="off"
          placeholder="04xx xxx xxx"
          {...cleaned(form.register('phoneNumber'), keepPhone)}
          error={message('phoneNumber')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Select
            label="Role"
            withAsterisk
            size="md"
            placeholder="Choose a role"
            data={
              roles.some((r) => r.value === field.value) || !field.value
                ? roles
                : [...roles, { value: String(field.value), label: String(field.value) }]
            }
            value={(field.value as string | null) || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={
              ownSignIn ||
              roleFixed ||
              (mode === 'edit' && field.value === 'CompanyAdmin' && myRole !== 'CompanyAdmin')
            }
            description={
              ownSignIn
                ? 'You cannot change your own role.'
                : roleFixed
                  ? 'Only a higher role can change this role.'
                  : undefined
            }
            error={message('role')}
            comboboxProps={{ withinPortal: true }}
            allowDeselect={false}
          />
        )}
      />
      {mode === 'add' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            description="At least 6 characters"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.register('password')}
            error={message('password')}
          />
          <PasswordInput
            label="Confirm password"
            withAsterisk
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={message('confirmPassword')}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
