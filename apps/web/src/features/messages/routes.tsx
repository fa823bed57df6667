import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** Messages (ours: the spec names the calls, not the page). */
export const messageRoutes = [
  appPage(
    'communication/messages',
    'message.own',
    lazyRouteComponent(() => import('./MessagesPage.tsx'), 'MessagesPage'),
  ),
] as const;
