import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../app/route-kit.tsx';

/** The pages of this area, added under /app by the router. */
export const catalogueRoutes = [
  appPage(
    'setup/support-catalogue',
    'catalogue.import',
    lazyRouteComponent(() => import('./CatalogueSetupPage.tsx'), 'CatalogueSetupPage'),
  ),
] as const;
