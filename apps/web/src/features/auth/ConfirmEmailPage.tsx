import { Alert, Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { confirmEmail, tokenOf } from './one-time-links-api.ts';
import { PublicLinkLayout } from './PublicLinkLayout.tsx';

const NO_TOKEN = 'This link is not complete. Open it again from your e-mail.';

function SignInButton() {
  return (
    <Button component={Link} to="/auth/sign-in" size="md" fullWidth>
      Go to sign in
    </Button>
  );
}

/**
 * /auth/confirm-email?token=: confirms on open and says how it went. The one-time call is a query
 * (kept for the page's life), so a re-render or React's double mount cannot spend the token twice.
 */
export function ConfirmEmailPage() {
  const token = tokenOf(useRouterState({ select: (s) => s.location.searchStr }));
  const confirm = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  let body: ReactNode;
  if (!token) {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
      >
        {NO_TOKEN}
      </Alert>
    );
  } else if (confirm.isPending) {
    body = (
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader />
        <Text c="dimmed">Confirming your e-mail address…</Text>
      </Stack>
    );
  } else if (confirm.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
      >
        {confirm.error.message}
      </Alert>
    );
  } else {
    body = (
      <Stack align="center" gap="sm" py="sm" role="status">
        <ThemeIcon color="teal" size={56} radius="xl" variant="light">
          <IconCheck size={30} stroke={2.4} aria-hidden />
        </ThemeIcon>
        <Text fw={600} ta="center">
          {confirm.data.message}
        </Text>
      </Stack>
    );
  }

  return (
    <PublicLinkLayout title="Confirm your e-mail">
      <Stack gap="lg">
        {body}
        {!token || !confirm.isPending ? <SignInButton /> : null}
      </Stack>
    </PublicLinkLayout>
  );
}
