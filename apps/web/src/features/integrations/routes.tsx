import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** Setup → Integrations and Xero's return address (issue 28). */
export const integrationsRoutes = [
  appPage(
    'setup/integrations',
    'integration.view',
    lazyRouteComponent(() => import('./IntegrationsPage.tsx'), 'IntegrationsPage'),
  ),
  appPage(
    'report/auth',
    'integration.manage',
    lazyRouteComponent(() => import('./XeroAuthPage.tsx'), 'XeroAuthPage'),
  ),
] as const;
