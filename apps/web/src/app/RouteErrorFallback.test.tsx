import { MESSAGES } from '@care/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { createQueryClient } from '../platform/query-client.ts';
import { theme } from '../platform/theme.ts';
import { RouteErrorFallback } from './RouteErrorFallback.tsx';

function renderThrowing(path: string, error: unknown) {
  const Boom = () => {
    throw error;
  };
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '$', component: Boom });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteErrorFallback,
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the route error boundary', () => {
  it('shows the dialog with Log Out & Start Over under /app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderThrowing('/app/dashboard', new Error('render failed'));
    expect(await screen.findByText(MESSAGES.errorDialogTitle)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out & Start Over' })).toBeTruthy();
  });

  it('offers only Try Again outside /app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderThrowing('/referral/c-1', new Error('render failed'));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log Out & Start Over' })).toBeNull();
  });

  it('leaves network errors to the connection notice, without the dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderThrowing('/app/dashboard', new ApiError({ kind: 'network', status: 0, message: 'Network Error' }));
    expect(await screen.findByText("We couldn't reach the server")).toBeTruthy();
    expect(screen.queryByText(MESSAGES.errorDialogTitle)).toBeNull();
  });
});
