import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** Setup → Support at Home budgets and services (issue 39). */
export const supportAtHomeRoutes = [
  appPage(
    'setup/support-at-home',
    'sahBudgets.view',
    lazyRouteComponent(() => import('./SahBudgetsPage.tsx'), 'SahBudgetsPage'),
  ),
  appPage(
    'setup/support-at-home-services',
    'sahServices.view',
    lazyRouteComponent(() => import('./SahServicesPage.tsx'), 'SahServicesPage'),
  ),
  appPage(
    'client/statements',
    (p) => p.role === 'Client' && can(p, 'sahProgram.view'),
    lazyRouteComponent(() => import('./MyStatementsPage.tsx'), 'MyStatementsPage'),
  ),
] as const;
