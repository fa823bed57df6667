import {
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { careNeedsRoutes } from '../features/care-needs/routes.tsx';
import { careRecordRoutes } from '../features/care-record/routes.tsx';
import { catalogueRoutes } from '../features/catalogue/routes.tsx';
import { claimRoutes } from '../features/claims/routes.tsx';
import { dailyReportRoutes } from '../features/daily-reports/routes.tsx';
import { documentReviewRoutes } from '../features/document-review/routes.tsx';
import { documentRoutes } from '../features/documents/routes.tsx';
import { invoicePdfRoutes, invoiceRoutes } from '../features/invoices/routes.tsx';
import { mailboxRoutes } from '../features/mailbox/routes.tsx';
import { ndisClaimRoutes } from '../features/ndis-claims/routes.tsx';
import { peopleCreateRoutes } from '../features/people-create/routes.tsx';
import { peopleListRoutes } from '../features/people-lists/routes.tsx';
import { profileRoutes } from '../features/profiles/routes.tsx';
import { progressNoteRoutes } from '../features/progress-notes/routes.tsx';
import { referralAppRoutes, referralRootRoutes } from '../features/referrals/routes.tsx';
import { roleRoutes } from '../features/roles/routes.tsx';
import { rosterRoutes } from '../features/roster/routes.tsx';
import { rosterPortalRoutes } from '../features/roster-portals/routes.tsx';
import { shiftDayRoutes } from '../features/shift-day/routes.tsx';
import { shiftReportRoutes } from '../features/shift-reports/routes.tsx';
import { timesheetReviewRoutes } from '../features/timesheet-review/routes.tsx';
import { timesheetPdfRoutes, timesheetRoutes } from '../features/timesheets/routes.tsx';
import { uploadTestRoute } from '../features/upload-test/routes.tsx';
import { userRoutes } from '../features/users/routes.tsx';
import { workSettingsRoutes } from '../features/work-settings/routes.tsx';
import { redirectFromRoot, SIGN_IN_PATH } from '../platform/guard.ts';
import { ROUTE_ACCESS } from '../platform/route-access.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PagePending } from './PagePending.tsx';
import { RouteErrorFallback } from './RouteErrorFallback.tsx';
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
const signInRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'sign-in',
  component: lazyRouteComponent(() => import('../features/auth/SignInPage.tsx'), 'SignInPage'),
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  ...referralRootRoutes,
  ...timesheetPdfRoutes,
  ...invoicePdfRoutes,
  uploadTestRoute,
  authRoute.addChildren([
    authIndexRoute,
    signInRoute,
    authPage(
      'set-password',
      lazyRouteComponent(() => import('../features/auth/SetPasswordPage.tsx'), 'SetPasswordPage'),
    ),
    authPage(
      'confirm-email',
      lazyRouteComponent(() => import('../features/auth/ConfirmEmailPage.tsx'), 'ConfirmEmailPage'),
    ),
  ]),
  appRoute.addChildren([
    appRedirect('/', '/'),
    appPage(
      'dashboard',
      ROUTE_ACCESS.adminDashboard,
      lazyRouteComponent(() => import('../features/dashboard/AdminDashboardPage.tsx'), 'AdminDashboardPage'),
    ),
    appRedirect('staff', '/app/staff/dashboard'),
    appPage(
      'staff/dashboard',
      ROUTE_ACCESS.staffPortal,
      lazyRouteComponent(() => import('../features/dashboard/StaffDashboardPage.tsx'), 'StaffDashboardPage'),
    ),
    appPage(
      'staff/change-password',
      ROUTE_ACCESS.changePassword,
      lazyRouteComponent(() => import('../features/account/ChangePasswordPage.tsx'), 'ChangePasswordPage'),
    ),
    appRedirect('client', '/app/client/dashboard'),
    appPage(
      'client/dashboard',
      ROUTE_ACCESS.clientPortal,
      lazyRouteComponent(
        () => import('../features/dashboard/ClientDashboardPage.tsx'),
        'ClientDashboardPage',
      ),
    ),
    appRedirect('auditor', '/app/auditor/clients'),
    appPage(
      'auditor/dashboard',
      ROUTE_ACCESS.auditorDashboard,
      lazyRouteComponent(
        () => import('../features/dashboard/AuditorDashboardPage.tsx'),
        'AuditorDashboardPage',
      ),
    ),
    appRedirect('users', '/app/users/dashboard'),
    appPage(
      'users/dashboard',
      ROUTE_ACCESS.usersDashboard,
      lazyRouteComponent(() => import('../features/dashboard/UsersDashboardPage.tsx'), 'UsersDashboardPage'),
    ),
    ...peopleCreateRoutes,
    ...profileRoutes,
    ...catalogueRoutes,
    ...careRecordRoutes,
    ...rosterRoutes,
    ...rosterPortalRoutes,
    ...shiftDayRoutes,
    ...shiftReportRoutes,
    ...invoiceRoutes,
    ...ndisClaimRoutes,
    ...dailyReportRoutes,
    ...timesheetRoutes,
    ...timesheetReviewRoutes,
    ...progressNoteRoutes,
    ...workSettingsRoutes,
    ...careNeedsRoutes,
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
    // A page's code loads on demand: on a slow link, a spinner rather than a frozen screen.
    defaultPendingComponent: PagePending,
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
