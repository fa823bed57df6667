import { type Action, can, type Principal } from '@care/domain';
import {
  type AsyncRouteComponent,
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { redirectSignedIn, requireAccess, requireSession } from '../platform/guard.ts';
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
  // The signed-in shell (menus, header) is not needed by the sign-in page: it loads with the first app page.
  component: lazyRouteComponent(() => import('./layout/AppLayout.tsx'), 'AppLayout'),
  notFoundComponent: () => <NotFoundPage />,
});

/**
 * A page component loaded on demand: `lazyRouteComponent(() => import('./XPage.tsx'), 'XPage')`.
 * Route files never import a page statically (docs/decisions/platform.md, "Every page loads on demand").
 */
export type LazyPage = AsyncRouteComponent<unknown>;

/** Who may open a page: a permission-table action, or a rule over the signed-in principal. */
export type PageAccess = Action | ((principal: Principal) => boolean);

const allows = (access: PageAccess) => (p: Principal) =>
  typeof access === 'function' ? access(p) : can(p, access);

/** A page under /app that the rule admits (others are sent to their role's home). */
export function appPage<const TPath extends string>(path: TPath, access: PageAccess, component: LazyPage) {
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
export function authPage<const TPath extends string>(path: TPath, component: LazyPage) {
  return createRoute({ getParentRoute: () => authRoute, path, component });
}
