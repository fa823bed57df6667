import { can, isAdmin, type Principal } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

// A referred client's page: the provider's own, and admins may look (they get no edit buttons, spec 1 §6).
const providerOrAdmin = (p: Principal) => can(p, 'provider.ownClients') || isAdmin(p);

/** A provider's clients (the office's view of one provider, and the provider area; spec 1 §2.5, spec 2 §2). */
export const providerAppRoutes = [
  appPage(
    'user/provider-client/$uid/$id',
    (p) => can(p, 'serviceProvider.manage') && can(p, 'referral.manage'),
    lazyRouteComponent(() => import('./ProviderClientListPage.tsx'), 'ProviderClientListPage'),
  ),
  appRedirect('provider', '/app/provider/clients'),
  appPage(
    'provider/clients',
    'provider.ownClients',
    lazyRouteComponent(() => import('./MyClientsPage.tsx'), 'MyClientsPage'),
  ),
  appPage(
    'provider/clients/$uid/$id',
    providerOrAdmin,
    lazyRouteComponent(() => import('./ProviderClientPages.tsx'), 'ProviderClientByIdPage'),
  ),
  appPage(
    'provider/clients-profile/$email/$profileId',
    providerOrAdmin,
    lazyRouteComponent(() => import('./ProviderClientPages.tsx'), 'ReferredClientProfilePage'),
  ),
] as const;
