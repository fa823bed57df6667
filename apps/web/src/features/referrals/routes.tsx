import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, rootPage } from '../../platform/route-kit.ts';

/** Referrals and service providers under /app (spec 1 §2.5, spec 2 §2). */
export const referralAppRoutes = [
  appPage(
    'user/refferals',
    'referral.manage',
    lazyRouteComponent(() => import('./ReferralsPage.tsx'), 'ReferralsPage'),
  ),
  appPage(
    'user/service-provider',
    'serviceProvider.manage',
    lazyRouteComponent(() => import('./ServiceProvidersPage.tsx'), 'ServiceProvidersPage'),
  ),
] as const;

/** Pages outside the /app layout: the public referral form, and the referral PDF (signed in). */
export const referralRootRoutes = [
  rootPage(
    'referral/$companyId',
    'public',
    lazyRouteComponent(() => import('../public-referral/PublicReferralPage.tsx'), 'PublicReferralPage'),
  ),
  rootPage(
    'pdf/refferal-pdf/$clientReferralId',
    (p) => can(p, 'referral.manage'),
    lazyRouteComponent(() => import('./ReferralPdfPage.tsx'), 'ReferralPdfPage'),
  ),
] as const;
