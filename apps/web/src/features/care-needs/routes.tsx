import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

const load = () => import('./MyNeedsPage.tsx');

/** The client's own support-needs pages (spec 3 §2.7), added under /app by the router. */
export const careNeedsRoutes = [
  appPage('client/disability-needs', 'client.editOwn', lazyRouteComponent(load, 'MyDisabilityNeedsPage')),
  appPage('client/health-support', 'client.editOwn', lazyRouteComponent(load, 'MyHealthSupportPage')),
  appPage('client/community-support', 'client.editOwn', lazyRouteComponent(load, 'MyCommunitySupportPage')),
  appPage('client/behaviour-support', 'client.editOwn', lazyRouteComponent(load, 'MyBehaviourSupportPage')),
] as const;
