import { createRootRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { redirectSignedIn, requireAccess, requireSession } from '../platform/guard.ts';
import {
  type AppPage,
  type AppRedirect,
  type AuthPage,
  allows,
  type PageDefinition,
  type RootPage,
  type RootRedirect,
} from '../platform/route-kit.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RootLayout } from './RootLayout.tsx';

// The parent routes every page hangs on, and the builders that turn the features' page definitions
// (platform/route-kit.ts, each area's routes.tsx) into routes under them.
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

/** A page under /app that the rule admits (others are sent to their role's home). */
function appPageRoute<const TPath extends string>({ path, access, component }: AppPage<TPath>) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad: () => requireAccess(allows(access)),
    component,
  });
}

/** A bare area root (/app, /app/staff, ...) that sends the user on. */
function appRedirectRoute<const TPath extends string>({ path, redirectTo }: AppRedirect<TPath>) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    // The query goes along (a callback sent to an area's root keeps its code and state).
    beforeLoad: ({ location }) => {
      throw redirect({ href: `${redirectTo}${location.searchStr}`, replace: true });
    },
  });
}

/** A public page under /auth. */
function authPageRoute<const TPath extends string>({ path, component }: AuthPage<TPath>) {
  return createRoute({ getParentRoute: () => authRoute, path, component });
}

/** A page outside the /app shell: public, or behind the session and (unless any user may) the rule. */
function rootPageRoute<const TPath extends string>({ path, access, component }: RootPage<TPath>) {
  if (access === 'public') {
    return createRoute({ getParentRoute: () => rootRoute, path, component });
  }
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ location }) => {
      requireSession(location);
      if (access !== 'signed-in') {
        requireAccess(allows(access));
      }
    },
    component,
  });
}

/** A top-level area that lives under /app: the same address there, the rest of it (path, query) kept. */
function rootRedirectRoute<const TPath extends string>({ path, area, redirectTo }: RootRedirect<TPath>) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ location }) => {
      throw redirect({ href: `${redirectTo}${location.href.slice(area.length + 1)}`, replace: true });
    },
  });
}

// The route of each definition, with its literal path kept: the router's types (typed `to`) come from it.
type AppChild<D> =
  D extends AppPage<infer P>
    ? ReturnType<typeof appPageRoute<P>>
    : D extends AppRedirect<infer P>
      ? ReturnType<typeof appRedirectRoute<P>>
      : never;
type AuthChild<D> = D extends AuthPage<infer P> ? ReturnType<typeof authPageRoute<P>> : never;
type RootChild<D> =
  D extends RootPage<infer P>
    ? ReturnType<typeof rootPageRoute<P>>
    : D extends RootRedirect<infer P>
      ? ReturnType<typeof rootRedirectRoute<P>>
      : never;

/** The routes under /app of the given pages, in their order. */
export function appChildren<D extends PageDefinition>(pages: readonly D[]): AppChild<D>[] {
  return pages.flatMap((page: PageDefinition) => {
    if (page.frame !== 'app') {
      return [];
    }
    return ['redirectTo' in page ? appRedirectRoute(page) : appPageRoute(page)];
  }) as AppChild<D>[];
}

/** The routes under /auth of the given pages, in their order. */
export function authChildren<D extends PageDefinition>(pages: readonly D[]): AuthChild<D>[] {
  return pages.flatMap((page: PageDefinition) =>
    page.frame === 'auth' ? [authPageRoute(page)] : [],
  ) as AuthChild<D>[];
}

/** The routes outside the shell of the given pages, in their order. */
export function rootChildren<D extends PageDefinition>(pages: readonly D[]): RootChild<D>[] {
  return pages.flatMap((page: PageDefinition) => {
    if (page.frame !== 'root') {
      return [];
    }
    return ['redirectTo' in page ? rootRedirectRoute(page) : rootPageRoute(page)];
  }) as RootChild<D>[];
}
