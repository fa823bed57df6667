import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerManageReferrals } from './manage-referrals.ts';
import { registerProviderArea } from './provider-area.ts';
import { registerPublicReferral } from './public-referral.ts';
import { registerServiceProviders } from './service-providers.ts';

export function referralRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPublicReferral(app, deps);
  registerManageReferrals(app, deps);
  registerServiceProviders(app, deps);
  registerProviderArea(app, deps);
}
