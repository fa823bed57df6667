import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The pages of this area, added under /app by the router. */
export const catalogueRoutes = [
  appPage(
    'setup/support-catalogue',
    'catalogue.import',
    lazyRouteComponent(() => import('./CatalogueSetupPage.tsx'), 'CatalogueSetupPage'),
  ),
] as const;
