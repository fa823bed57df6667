import { type Action, can, type Principal } from '@care/domain';
import { createRootRoute, createRoute, redirect } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { redirectSignedIn, requireAccess, requireSession } from './guard.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RootLayout } from './RootLayout.tsx';

// The parent routes every area hangs its pages on; each area lists its pages in its own routes.tsx.
export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => <NotFoundPage fullScreen />,
});

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  beforeLoad: redirectSignedIn,
});

export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'app',
  beforeLoad: ({ location }) => {
    requireSession(location);
  },
  component: AppLayout,
  notFoundComponent: () => <NotFoundPage />,
});

/** Who may open a page: a permission-table action, or a rule over the signed-in principal. */
export type PageAccess = Action | ((principal: Principal) => boolean);

const allows = (access: PageAccess) => (p: Principal) =>
  typeof access === 'function' ? access(p) : can(p, access);

/** A page under /app that the rule admits (others are sent to their role's home). */
export function appPage<const TPath extends string>(
  path: TPath,
  access: PageAccess,
  component: () => ReactNode,
) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad: () => requireAccess(allows(access)),
    component,
  });
}

/** A bare area root (/app, /app/staff, ...) that sends the user on. */
export function appRedirect<const TPath extends string>(path: TPath, to: string) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad: () => {
      throw redirect({ href: to, replace: true });
    },
  });
}

/** A public page under /auth (set password, confirm e-mail). */
export function authPage<const TPath extends string>(path: TPath, component: () => ReactNode) {
  return createRoute({ getParentRoute: () => authRoute, path, component });
}
