import { createRoute, createRouter, type RouterHistory, redirect } from '@tanstack/react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { careNeedsRoutes } from '../features/care-needs/routes.tsx';
import { careRecordRoutes } from '../features/care-record/routes.tsx';
import { catalogueRoutes } from '../features/catalogue/routes.tsx';
import { claimRoutes } from '../features/claims/routes.tsx';
import { dailyReportRoutes } from '../features/daily-reports/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { documentReviewRoutes } from '../features/document-review/routes.tsx';
import { documentRoutes } from '../features/documents/routes.tsx';
import { hrRoutes } from '../features/hr/routes.tsx';
import { incidentRoutes } from '../features/incidents/routes.tsx';
import { integrationsRoutes } from '../features/integrations/routes.tsx';
import { invoicePdfRoutes, invoiceRoutes } from '../features/invoices/routes.tsx';
import { mailboxRoutes } from '../features/mailbox/routes.tsx';
import { marginRoutes } from '../features/margins/routes.tsx';
import { messageRoutes } from '../features/messages/routes.tsx';
import { ndisClaimRoutes } from '../features/ndis-claims/routes.tsx';
import { participantFormRoutes } from '../features/participant-forms/routes.tsx';
import { payLineRoutes } from '../features/pay-lines/routes.tsx';
import { paySettingsRoutes } from '../features/pay-settings/routes.tsx';
import { peopleCreateRoutes } from '../features/people-create/routes.tsx';
import { peopleListRoutes } from '../features/people-lists/routes.tsx';
import { profileRoutes } from '../features/profiles/routes.tsx';
import { progressNoteRoutes } from '../features/progress-notes/routes.tsx';
import { providerAppRoutes } from '../features/provider/routes.tsx';
import { referralAppRoutes, referralRootRoutes } from '../features/referrals/routes.tsx';
import { roleRoutes } from '../features/roles/routes.tsx';
import { rosterRoutes } from '../features/roster/routes.tsx';
import { rosterPortalRoutes } from '../features/roster-portals/routes.tsx';
import { shiftDayRoutes } from '../features/shift-day/routes.tsx';
import { shiftReportRoutes } from '../features/shift-reports/routes.tsx';
import { subscriptionRoutes } from '../features/subscription/routes.tsx';
import { supportAtHomeRoutes } from '../features/support-at-home/routes.tsx';
import { ticketRoutes } from '../features/tickets/routes.tsx';
import { timesheetReviewRoutes } from '../features/timesheet-review/routes.tsx';
import { timesheetPdfRoutes, timesheetRoutes } from '../features/timesheets/routes.tsx';
import { uploadTestRoutes } from '../features/upload-test/routes.tsx';
import { userRoutes } from '../features/users/routes.tsx';
import { workSettingsRoutes } from '../features/work-settings/routes.tsx';
import { redirectFromRoot, SIGN_IN_PATH } from '../platform/guard.ts';
import { appRedirect } from '../platform/route-kit.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PagePending } from './PagePending.tsx';
import { RouteErrorFallback } from './RouteErrorFallback.tsx';
import { appChildren, appRoute, authChildren, authRoute, rootChildren, rootRoute } from './route-tree.tsx';

// The route table of spec 1 §2.1. Each area lists its pages as data in its own routes.tsx; here they
// become routes under the root (PDFs, public pages), /auth and the signed-in shell under /app.
const PAGES = [
  ...referralRootRoutes,
  ...timesheetPdfRoutes,
  ...invoicePdfRoutes,
  ...uploadTestRoutes,
  ...authRoutes,
  appRedirect('/', '/'),
  ...dashboardRoutes,
  ...accountRoutes,
  ...peopleCreateRoutes,
  ...profileRoutes,
  ...catalogueRoutes,
  ...careRecordRoutes,
  ...rosterRoutes,
  ...rosterPortalRoutes,
  ...shiftDayRoutes,
  ...shiftReportRoutes,
  ...incidentRoutes,
  ...invoiceRoutes,
  ...ndisClaimRoutes,
  ...dailyReportRoutes,
  ...timesheetRoutes,
  ...timesheetReviewRoutes,
  ...payLineRoutes,
  ...marginRoutes,
  ...progressNoteRoutes,
  ...ticketRoutes,
  ...hrRoutes,
  ...messageRoutes,
  ...workSettingsRoutes,
  ...paySettingsRoutes,
  ...supportAtHomeRoutes,
  ...integrationsRoutes,
  ...subscriptionRoutes,
  ...careNeedsRoutes,
  ...roleRoutes,
  ...claimRoutes,
  ...peopleListRoutes,
  ...userRoutes,
  ...mailboxRoutes,
  ...documentRoutes,
  ...referralAppRoutes,
  ...providerAppRoutes,
  ...participantFormRoutes,
  ...documentReviewRoutes,
];

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: redirectFromRoot });

const authIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: SIGN_IN_PATH, replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  ...rootChildren(PAGES),
  authRoute.addChildren([authIndexRoute, ...authChildren(PAGES)]),
  appRoute.addChildren(appChildren(PAGES)),
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
