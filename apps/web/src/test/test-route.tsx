import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../platform/query-client.ts';
import { theme } from '../platform/theme.ts';
import { startSession } from '../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from './fixtures.ts';

function Elsewhere() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return <p>Elsewhere: {pathname}</p>;
}

/**
 * Test helper: a page on its route pattern (`/app/staff/report-form/$shiftId`) opened at `url`, so
 * its params read as in the app; other paths show "Elsewhere: <path>".
 */
export async function renderRoute(
  pattern: string,
  url: string,
  page: () => ReactNode,
  { role, claims = [], api = {} }: { role: string; claims?: string[]; api?: Parameters<typeof stubApi>[0] },
) {
  startSession(loginReplyFor(role, claims));
  const stub = stubApi({ 'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }), ...api });
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: pattern, component: page }),
      createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere }),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { router, calls: stub.calls };
}
