import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { theme } from '../platform/theme.ts';
import { provideProfileTabs } from '../platform/useProfilePanels.ts';
import { AppNotifications } from './AppNotifications.tsx';
import { PROFILE_TAB_SOURCES } from './profile-tabs.ts';
import type { AppRouter } from './router.tsx';

// The profile pages' tabs, from the features (their panels load with the first profile page).
provideProfileTabs(PROFILE_TAB_SOURCES);

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/** The providers every page relies on: theme, toasts (top-right, below the header), server state and the router. */
export function App({ router, queryClient }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppNotifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
