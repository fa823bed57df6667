import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../app/App.tsx';
import { createAppRouter } from '../app/router.tsx';
import { createQueryClient } from '../platform/query-client.ts';
import { endSession, startSession } from '../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from './fixtures.ts';

type Handlers = Parameters<typeof stubApi>[0];

/**
 * Test helper: the whole app (router, guard, layout) at a path, with the session and the API stubs
 * the test set up. Feature tests reach the shell through here only (app/layers.test.ts).
 */
export function renderApp(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  render(<App router={router} queryClient={createQueryClient()} />);
  return { router };
}

/**
 * Test helper: the whole app (router, guard, layout) at a path, signed in as the role (or signed
 * out when role is null), with the shell's own calls answered and the given handlers for the rest.
 */
export function renderAppAt(
  path: string,
  { role, claims = [], api = {} }: { role: string | null; claims?: string[]; api?: Handlers },
) {
  const reply = loginReplyFor(role ?? 'Staff', claims);
  if (role) {
    startSession(reply);
  } else {
    endSession();
  }
  const stub = stubApi({
    'GET /api/Account/me': () => json({ user: reply.user, claims: reply.claims }),
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    ...api,
  });
  const { router } = renderApp(path);
  return { router, calls: stub.calls };
}
