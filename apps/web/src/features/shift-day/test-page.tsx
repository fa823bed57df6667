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
import { createQueryClient } from '../../platform/query-client.ts';
import { theme } from '../../platform/theme.ts';
import { startSession } from '../../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';

function Elsewhere() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return <p>Elsewhere: {pathname}</p>;
}

/**
 * Test helper: a page whose route has parameters ('/app/staff/attendance-report/$attendanceId')
 * opened at a URL, signed in as Staff, the API answered by the handlers; other paths read
 * "Elsewhere: <path>".
 */
export async function renderParamPage(
  routePath: string,
  url: string,
  page: () => ReactNode,
  api: Parameters<typeof stubApi>[0],
) {
  startSession(loginReplyFor('Staff'));
  const stub = stubApi({ 'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }), ...api });
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: routePath, component: page }),
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
