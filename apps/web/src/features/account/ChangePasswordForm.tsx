import { changePasswordRequest } from '@care/domain';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { changePassword } from '../auth/auth-api.ts';

type FormValues = z.input<typeof changePasswordRequest>;
const FIELDS = ['email', 'oldPassword', 'password', 'confirmPassword'] as const;

export interface ChangePasswordFormProps {
  email: string;
  /** After the server accepts the new password (it has already toasted its message). */
  onChanged: () => void;
}

/** Email (read-only), old, new and confirm password, checked by the domain schema (spec 3 §5). */
export function ChangePasswordForm({ email, onChanged }: ChangePasswordFormProps) {
  const form = useSchemaForm<typeof changePasswordRequest, FormValues>(changePasswordRequest, {
    defaultValues: { email, oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // The e-mail can arrive after the form mounts (the session refreshes from the server).
  useEffect(() => {
    if (email && form.getValues('email') !== email) {
      form.setValue('email', email, { shouldValidate: form.formState.isSubmitted });
    }
  }, [email, form]);
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: onChanged,
    onError: (error) => {
      applyServerErrors(error, FIELDS, form.setError);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label="Email"
          readOnly
          variant="filled"
          autoComplete="username"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label="Old password"
          autoComplete="current-password"
          {...form.register('oldPassword')}
          error={errors.oldPassword?.message}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description="At least 6 characters"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" size="md" loading={mutation.isPending} fullWidth={false}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
