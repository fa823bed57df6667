import { LIMITS, setPasswordRequest } from '@care/domain';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { setPassword, tokenOf } from './one-time-links-api.ts';
import { PublicLinkLayout } from './PublicLinkLayout.tsx';

type FormValues = z.input<typeof setPasswordRequest>;
const FIELDS = ['password', 'confirmPassword'] as const;
const NO_TOKEN =
  'This link is not complete. Open it again from your e-mail, or ask your administrator for a new one.';

function SignInLink({ children = 'Go to sign in' }: { children?: string }) {
  return (
    <Anchor component={Link} to="/auth/sign-in" fw={600}>
      {children}
    </Anchor>
  );
}

/** The form of the set-password page: new password and its confirmation (domain setPasswordRequest). */
export function SetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<typeof setPasswordRequest, FormValues>(setPasswordRequest, {
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: setPassword,
    onSuccess: onDone,
    onError: (error) => {
      // An expired link (or any refusal not about the fields) reads once, on the form.
      const message = applyServerErrors(error, FIELDS, form.setError);
      const underField = isApiError(error) && FIELDS.some((f) => f in error.fieldErrors);
      setFormError(underField ? null : (message ?? error.message));
    },
  });

  return (
    <form
      noValidate
      aria-label="Set your password"
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(values);
      })}
    >
      <Stack gap="md">
        {formError || errors.token ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
          >
            {formError ?? errors.token?.message}
          </Alert>
        ) : null}
        <PasswordInput
          label="New password"
          description={`At least ${LIMITS.passwordMin} characters`}
          autoComplete="new-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={mutation.isPending}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}

/** /auth/set-password?token=: the end of an invitation or reset e-mail, for a signed-out visitor. */
export function SetPasswordPage() {
  const navigate = useNavigate();
  const token = tokenOf(useRouterState({ select: (s) => s.location.searchStr }));
  return (
    <PublicLinkLayout
      title="Choose your password"
      description="You'll use it with your e-mail address to sign in."
    >
      {token ? (
        <SetPasswordForm token={token} onDone={() => void navigate({ to: '/auth/sign-in', replace: true })} />
      ) : (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
          >
            {NO_TOKEN}
          </Alert>
          <SignInLink />
        </Stack>
      )}
      <Text ta="center" fz="sm" c="dimmed" mt="lg">
        Already have a password? <SignInLink>Sign in</SignInLink>
      </Text>
    </PublicLinkLayout>
  );
}
