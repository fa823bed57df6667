import { can, isAdmin, type Principal } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect, rootPage } from '../../platform/route-kit.ts';

// A referred client's page: the provider's own, and admins may look (they get no edit buttons, spec 1 §6).
const providerOrAdmin = (p: Principal) => can(p, 'provider.ownClients') || isAdmin(p);

/** Referrals, service providers and the provider area under /app (spec 1 §2.5, spec 2 §2). */
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
  appPage(
    'user/provider-client/$uid/$id',
    (p) => can(p, 'serviceProvider.manage') && can(p, 'referral.manage'),
    lazyRouteComponent(() => import('../provider/ProviderClientListPage.tsx'), 'ProviderClientListPage'),
  ),
  appRedirect('provider', '/app/provider/clients'),
  appPage(
    'provider/clients',
    'provider.ownClients',
    lazyRouteComponent(() => import('../provider/MyClientsPage.tsx'), 'MyClientsPage'),
  ),
  appPage(
    'provider/clients/$uid/$id',
    providerOrAdmin,
    lazyRouteComponent(() => import('../provider/ProviderClientPages.tsx'), 'ProviderClientByIdPage'),
  ),
  appPage(
    'provider/clients-profile/$email/$profileId',
    providerOrAdmin,
    lazyRouteComponent(() => import('../provider/ProviderClientPages.tsx'), 'ReferredClientProfilePage'),
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
    lazyRouteComponent(() => import('../pdf/ReferralPdfPage.tsx'), 'ReferralPdfPage'),
  ),
] as const;
