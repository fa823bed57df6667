import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

/** Setup → Integrations and Xero's return address (issue 28). */
export const integrationsRoutes = [
  appPage(
    'setup/integrations',
    'integration.view',
    lazyRouteComponent(() => import('./IntegrationsPage.tsx'), 'IntegrationsPage'),
  ),
  // The spec's root of the callback (spec 3 §2.5) opens the callback page, its query kept (issue 37).
  appRedirect('report', '/app/report/auth'),
  appPage(
    'report/auth',
    'integration.manage',
    lazyRouteComponent(() => import('./XeroAuthPage.tsx'), 'XeroAuthPage'),
  ),
] as const;
