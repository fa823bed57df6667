import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** Setup → Support at Home budgets and services; Reports → Support at Home Claims (issue 39). */
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
    'reports/support-at-home-claims',
    'claim.manage',
    lazyRouteComponent(() => import('./SahClaimsPage.tsx'), 'SahClaimsPage'),
  ),
  appPage(
    'reports/support-at-home',
    'sahBudgets.view',
    lazyRouteComponent(() => import('./reports/SahReportsPage.tsx'), 'SahReportsPage'),
  ),
  appPage(
    'reports/support-at-home-contributions',
    'invoice.view',
    lazyRouteComponent(
      () => import('./contributions/ContributionInvoicesPage.tsx'),
      'ContributionInvoicesPage',
    ),
  ),
  appPage(
    'client/statements',
    (p) => p.role === 'Client' && can(p, 'sahProgram.view'),
    lazyRouteComponent(() => import('./MyStatementsPage.tsx'), 'MyStatementsPage'),
  ),
] as const;
