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
import '../ui/data-table/test-support.ts';

function Elsewhere() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return <p>Elsewhere: {pathname}</p>;
}

type Handlers = Parameters<typeof stubApi>[0];

/**
 * Test helper: one page at its path inside a small router (links and navigation work; other paths
 * show "Elsewhere: <path>"), signed in as the role, with the API answered by the given handlers.
 */
export async function renderPage(
  path: string,
  page: () => ReactNode,
  {
    role,
    claims = [],
    api = {},
    pattern,
  }: {
    role: string;
    claims?: string[];
    api?: Handlers /** The route's path with its params, when `path` fills them. */;
    pattern?: string;
  },
) {
  startSession(loginReplyFor(role, claims));
  const stub = stubApi({ 'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }), ...api });
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: pattern ?? path, component: page }),
      createRoute({
        getParentRoute: () => root,
        path: '$',
        component: Elsewhere,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
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
