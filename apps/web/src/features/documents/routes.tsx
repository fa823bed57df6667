import { lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_ACCESS } from '../../platform/route-access.ts';
import { appPage } from '../../platform/route-kit.ts';

/** The staff member's own document page (spec 3 §2.2 /document). */
export const documentRoutes = [
  appPage(
    'staff/document',
    ROUTE_ACCESS.staffPortal,
    lazyRouteComponent(() => import('./StaffDocumentPage.tsx'), 'StaffDocumentPage'),
  ),
] as const;
