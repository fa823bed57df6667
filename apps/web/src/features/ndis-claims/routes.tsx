import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** NDIS claims: the pre-flight check and bulk payment request files, and a batch's lines (issue 15). */
export const ndisClaimRoutes = [
  appPage(
    'reports/ndis-claims',
    (p) => can(p, 'claim.manage'),
    lazyRouteComponent(() => import('./NdisClaimsPage.tsx'), 'NdisClaimsPage'),
  ),
  appPage(
    'reports/ndis-claims/$batchId',
    (p) => can(p, 'claim.manage'),
    lazyRouteComponent(() => import('./ClaimBatchPage.tsx'), 'ClaimBatchPage'),
  ),
] as const;
