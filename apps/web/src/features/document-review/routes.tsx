import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

/** The document review screens (spec 1 §2.7): the root opens the administrators' documents. */
export const documentReviewRoutes = [
  appRedirect('document', '/app/document/administrators'),
  appPage(
    'document/administrators',
    'document.viewAll',
    lazyRouteComponent(() => import('./DocumentReviewPage.tsx'), 'AdministratorDocumentsPage'),
  ),
  appPage(
    'document/staff',
    'document.viewAll',
    lazyRouteComponent(() => import('./DocumentReviewPage.tsx'), 'StaffDocumentsPage'),
  ),
  appPage(
    'document/client',
    'document.viewAll',
    lazyRouteComponent(() => import('./DocumentReviewPage.tsx'), 'ClientDocumentsPage'),
  ),
] as const;
