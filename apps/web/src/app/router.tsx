import { createRoute, createRouter, type RouterHistory, redirect } from '@tanstack/react-router';
import { ChangePasswordPage } from '../features/account/ChangePasswordPage.tsx';
import { ConfirmEmailPage } from '../features/auth/ConfirmEmailPage.tsx';
import { SetPasswordPage } from '../features/auth/SetPasswordPage.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { claimRoutes } from '../features/claims/routes.tsx';
import { AdminDashboardPage } from '../features/dashboard/AdminDashboardPage.tsx';
import { AuditorDashboardPage } from '../features/dashboard/AuditorDashboardPage.tsx';
import { ClientDashboardPage } from '../features/dashboard/ClientDashboardPage.tsx';
import { StaffDashboardPage } from '../features/dashboard/StaffDashboardPage.tsx';
import { UsersDashboardPage } from '../features/dashboard/UsersDashboardPage.tsx';
import { documentReviewRoutes } from '../features/document-review/routes.tsx';
import { documentRoutes } from '../features/documents/routes.tsx';
import { mailboxRoutes } from '../features/mailbox/routes.tsx';
import { peopleCreateRoutes } from '../features/people-create/routes.tsx';
import { peopleListRoutes } from '../features/people-lists/routes.tsx';
import { profileRoutes } from '../features/profiles/routes.tsx';
import { referralAppRoutes, referralRootRoutes } from '../features/referrals/routes.tsx';
import { roleRoutes } from '../features/roles/routes.tsx';
import { uploadTestRoute } from '../features/upload-test/routes.tsx';
import { userRoutes } from '../features/users/routes.tsx';
import { redirectFromRoot, SIGN_IN_PATH } from './guard.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteErrorFallback } from './RouteErrorFallback.tsx';
import { ROUTE_ACCESS } from './route-access.ts';
import { appPage, appRedirect, appRoute, authPage, authRoute, rootRoute } from './route-kit.tsx';

// The route table of spec 1 §2.1. Each area adds its pages through its own routes.tsx.
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: redirectFromRoot });

const authIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: SIGN_IN_PATH, replace: true });
  },
});
const signInRoute = createRoute({ getParentRoute: () => authRoute, path: 'sign-in', component: SignInPage });

const routeTree = rootRoute.addChildren([
  indexRoute,
  ...referralRootRoutes,
  uploadTestRoute,
  authRoute.addChildren([
    authIndexRoute,
    signInRoute,
    authPage('set-password', SetPasswordPage),
    authPage('confirm-email', ConfirmEmailPage),
  ]),
  appRoute.addChildren([
    appRedirect('/', '/'),
    appPage('dashboard', ROUTE_ACCESS.adminDashboard, AdminDashboardPage),
    appRedirect('staff', '/app/staff/dashboard'),
    appPage('staff/dashboard', ROUTE_ACCESS.staffPortal, StaffDashboardPage),
    appPage('staff/change-password', ROUTE_ACCESS.changePassword, ChangePasswordPage),
    appRedirect('client', '/app/client/dashboard'),
    appPage('client/dashboard', ROUTE_ACCESS.clientPortal, ClientDashboardPage),
    appRedirect('auditor', '/app/auditor/dashboard'),
    appPage('auditor/dashboard', ROUTE_ACCESS.auditorDashboard, AuditorDashboardPage),
    appRedirect('users', '/app/users/dashboard'),
    appPage('users/dashboard', ROUTE_ACCESS.usersDashboard, UsersDashboardPage),
    ...peopleCreateRoutes,
    ...profileRoutes,
    ...roleRoutes,
    ...claimRoutes,
    ...peopleListRoutes,
    ...userRoutes,
    ...mailboxRoutes,
    ...documentRoutes,
    ...referralAppRoutes,
    ...documentReviewRoutes,
  ]),
]);

/** Builds the router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultErrorComponent: RouteErrorFallback,
    defaultNotFoundComponent: () => <NotFoundPage fullScreen />,
    defaultPreload: false,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
