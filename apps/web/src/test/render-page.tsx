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
import '../ui/data-table/data-table.test-kit.ts';

function Elsewhere() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return <p>Elsewhere: {pathname}</p>;
}

/** The API handlers of a page test: `'GET /api/…'` to its reply. */
export type PageApi = Parameters<typeof stubApi>[0];

/**
 * The page harness: one page opened at `url` inside a small router (links and navigation work; other
 * paths show "Elsewhere: <path>"), signed in as the role, with the API answered by the handlers. A
 * page whose route has params (`/app/staff/report-form/$shiftId`) passes its `pattern`, so they read
 * as in the app.
 */
export async function renderPage(
  url: string,
  page: () => ReactNode,
  {
    role,
    claims = [],
    api = {},
    pattern,
  }: {
    role: string;
    claims?: string[];
    api?: PageApi;
    /** The route's path with its params, when `url` fills them. */
    pattern?: string;
  },
) {
  startSession(loginReplyFor(role, claims));
  const stub = stubApi({ 'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }), ...api });
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: pattern ?? url, component: page }),
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
