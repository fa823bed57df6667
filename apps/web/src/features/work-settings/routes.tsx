import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The work-settings pages (issue 13). */
export const workSettingsRoutes = [
  appPage(
    'setup/work-settings',
    'workSettings.manage',
    lazyRouteComponent(() => import('./WorkSettingsPage.tsx'), 'WorkSettingsPage'),
  ),
] as const;
