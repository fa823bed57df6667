import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { theme } from '../platform/theme.ts';
import { ProfileTabSourcesProvider } from '../platform/useProfilePanels.ts';
import { PROFILE_TAB_SOURCES } from './profile-tabs.ts';
import type { AppRouter } from './router.tsx';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/** The providers every page relies on: theme, toasts (top-right), server state, the features' profile tabs and the router. */
export function App({ router, queryClient }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={2000} />
      <QueryClientProvider client={queryClient}>
        <ProfileTabSourcesProvider value={PROFILE_TAB_SOURCES}>
          <RouterProvider router={router} />
        </ProfileTabSourcesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
