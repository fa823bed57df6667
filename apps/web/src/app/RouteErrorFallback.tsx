import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../api/api-error.ts';
import { isChunkLoadError, isIgnoredByErrorDialog } from '../platform/error-filter.ts';
import { signOut } from '../platform/sign-out.ts';
import { ErrorDialog } from './ErrorDialog.tsx';

const RELOADED_KEY = 'care:chunk-reload';

/** A failed chunk means a new release is out: reload once to fetch it. */
function reloadOnceForNewRelease(): void {
  if (window.sessionStorage.getItem(RELOADED_KEY) !== '1') {
    window.sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
  }
}

/** The router's error boundary: the error dialog, except for the errors it ignores (spec 1 §8). */
export function RouteErrorFallback({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    if (isChunkLoadError(error)) {
      reloadOnceForNewRelease();
    } else if (!isIgnoredByErrorDialog(error)) {
      console.error(error);
    }
  }, [error]);

  const tryAgain = () => {
    reset();
    void router.invalidate();
  };

  if (isIgnoredByErrorDialog(error)) {
    // A 401 already cleared the session and the layout is on its way to sign-in.
    if (isApiError(error) && error.status === 401) {
      return null;
    }
    return <ConnectionProblem onRetry={tryAgain} />;
  }

  const logOut = pathname.startsWith('/app')
    ? () => {
        signOut();
        void router.navigate({ to: '/auth/sign-in', replace: true });
      }
    : undefined;
  return <ErrorDialog onTryAgain={tryAgain} onLogOut={logOut} />;
}

function ConnectionProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Center py="xl" px="md">
      <Paper withBorder p="xl" maw={420}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconWifiOff size={26} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Title order={3}>We couldn't reach the server</Title>
          <Text c="dimmed">Check your connection, then try again.</Text>
          <Button onClick={onRetry} mt="xs">
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
