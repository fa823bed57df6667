import { type LoginReply, loginRequest } from '@care/domain';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { login } from './auth-api.ts';

type FormValues = z.input<typeof loginRequest>;
const FIELDS = ['email', 'password'] as const;
const UNREACHABLE = "We couldn't reach the server. Check your connection and try again.";

export interface SignInFormProps {
  onSignedIn: (reply: LoginReply) => void;
}

/** E-mail and password, checked by the domain's loginRequest; the server's refusal shows on the form. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<typeof loginRequest, FormValues>(loginRequest, {
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: onSignedIn,
    onError: (error) => {
      // A refused sign-in (401, 429) reads once, on the form; only bad input (400) goes under the fields.
      const fields = isApiError(error) && error.status === 400 ? FIELDS : [];
      setFormError(applyServerErrors(error, fields, form.setError) ?? UNREACHABLE);
    },
  });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values);
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in">
      <Stack gap="md">
        {formError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
          >
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder="you@yourcompany.com.au"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={mutation.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
