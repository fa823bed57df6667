import { can, isAdmin, type Principal } from '@care/domain';
import { createRoute } from '@tanstack/react-router';
import { requireAccess, requireSession } from '../../app/guard.ts';
import { appPage, appRedirect, rootRoute } from '../../app/route-kit.tsx';
import { ReferralPdfPage } from '../pdf/ReferralPdfPage.tsx';
import { MyClientsPage } from '../provider/MyClientsPage.tsx';
import { ProviderClientListPage } from '../provider/ProviderClientListPage.tsx';
import { ProviderClientByIdPage, ReferredClientProfilePage } from '../provider/ProviderClientPages.tsx';
import { PublicReferralPage } from '../public-referral/PublicReferralPage.tsx';
import { ReferralsPage } from './ReferralsPage.tsx';
import { ServiceProvidersPage } from './ServiceProvidersPage.tsx';

// A referred client's page: the provider's own, and admins may look (they get no edit buttons, spec 1 §6).
const providerOrAdmin = (p: Principal) => can(p, 'provider.ownClients') || isAdmin(p);

/** Referrals, service providers and the provider area under /app (spec 1 §2.5, spec 2 §2). */
export const referralAppRoutes = [
  appPage('user/refferals', 'referral.manage', ReferralsPage),
  appPage('user/service-provider', 'serviceProvider.manage', ServiceProvidersPage),
  appPage(
    'user/provider-client/$uid/$id',
    (p) => can(p, 'serviceProvider.manage') && can(p, 'referral.manage'),
    ProviderClientListPage,
  ),
  appRedirect('provider', '/app/provider/clients'),
  appPage('provider/clients', 'provider.ownClients', MyClientsPage),
  appPage('provider/clients/$uid/$id', providerOrAdmin, ProviderClientByIdPage),
  appPage('provider/clients-profile/$email/$profileId', providerOrAdmin, ReferredClientProfilePage),
] as const;

/** Pages outside the /app layout: the public referral form, and the referral PDF (signed in). */
export const referralRootRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'referral/$companyId',
    component: PublicReferralPage,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'pdf/refferal-pdf/$clientReferralId',
    beforeLoad: ({ location }) => {
      requireSession(location);
      requireAccess((p) => can(p, 'referral.manage'));
    },
    component: ReferralPdfPage,
  }),
] as const;
