import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** Manage User Privileges; reading needs user.manage, saving claims.grant (spec 2 §2, §6). */
export const claimRoutes = [
  appPage(
    'user/claims/$uid',
    'user.manage',
    lazyRouteComponent(() => import('./ClaimsPage.tsx'), 'ClaimsPage'),
  ),
] as const;
