import { publicRoute, type RouteTable, route } from '../../http/route-table.ts';
import {
  assignClientServiceproviderRoute,
  deleteClientServiceProviderRoute,
  getServiceProvidersRoute,
} from './client-providers.ts';
import {
  acceptClientReferralRoute,
  deleteClientReferralRoute,
  editReferralRoute,
  getClientReferralRoute,
  getClientReferralsRoute,
  referralPdfRoute,
} from './manage-referrals.ts';
import { myClientsRoute, viewReferredClientProfileRoute } from './provider-area.ts';
import { referralCompanyRoute, submitReferralRoute } from './public-referral.ts';
import {
  addServiceproviderRoute,
  editServiceProviderRoute,
  getServiceProviderRoute,
  getServiceproviderClientsRoute,
  myProviderRoute,
} from './service-providers.ts';

export const referralRoutes: RouteTable = [
  publicRoute(referralCompanyRoute),
  publicRoute(submitReferralRoute),
  route(getClientReferralsRoute, 'referral.manage'),
  route(getClientReferralRoute, 'referral.manage'),
  route(editReferralRoute, 'referral.manage'),
  route(acceptClientReferralRoute, 'referral.manage'),
  route(deleteClientReferralRoute, 'referral.manage'),
  route(referralPdfRoute, 'referral.manage'),
  route(getServiceProviderRoute, 'serviceProvider.manage'),
  route(addServiceproviderRoute, 'serviceProvider.manage'),
  route(editServiceProviderRoute, 'serviceProvider.manage'),
  // The office reads any provider's clients, a provider their own (the kernel decides which: reach).
  route(getServiceproviderClientsRoute, ['serviceProvider.manage', 'provider.ownClients'], {
    reach: 'providerClients',
  }),
  route(myProviderRoute, 'provider.ownClients'),
  route(myClientsRoute, 'provider.ownClients'),
  route(viewReferredClientProfileRoute, 'provider.viewClients'),
  // Service provider assignment on the client profile.
  route(getServiceProvidersRoute, 'client.assignServiceProvider'),
  route(assignClientServiceproviderRoute, 'client.assignServiceProvider'),
  route(deleteClientServiceProviderRoute, 'client.assignServiceProvider'),
];
