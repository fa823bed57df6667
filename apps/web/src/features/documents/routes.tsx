import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../app/route-kit.tsx';
import { ROUTE_ACCESS } from '../../platform/route-access.ts';

/** The staff member's own document page (spec 3 §2.2 /document). */
export const documentRoutes = [
  appPage(
    'staff/document',
    ROUTE_ACCESS.staffPortal,
    lazyRouteComponent(() => import('./StaffDocumentPage.tsx'), 'StaffDocumentPage'),
  ),
] as const;
