import { isAdminRole } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';
import { withProfileTabs } from '../../platform/useProfilePanels.ts';

/** The profile pages (spec 1 §2.4, §2.5, spec 2 "Staff profile page", spec 3 §2.4, §2.7). */
export const profileRoutes = [
  appPage(
    'user/clients/$profileId/$firstName',
    'client.view',
    lazyRouteComponent(
      () => withProfileTabs('client', import('./client/ClientProfilePage.tsx')),
      'ClientProfilePage',
    ),
  ),
  appPage(
    'user/staff/$uid/$id',
    'staff.view',
    lazyRouteComponent(
      () => withProfileTabs('staff', import('./staff/StaffProfilePage.tsx')),
      'StaffProfilePage',
    ),
  ),
  appPage(
    'user/administrators/$uid/$id',
    'administrator.view',
    lazyRouteComponent(
      () => withProfileTabs('administrator', import('./administrator/AdministratorProfilePage.tsx')),
      'AdministratorProfilePage',
    ),
  ),
  appPage(
    'user/administrator/profile',
    (p) => isAdminRole(p.role),
    lazyRouteComponent(
      () => withProfileTabs('administrator', import('./administrator/AdministratorProfilePage.tsx')),
      'MyAdministratorProfilePage',
    ),
  ),
  appPage(
    'staff/client-profile/$uid/$name',
    'staff.selfService',
    lazyRouteComponent(
      () => withProfileTabs('client', import('./client/ClientProfilePage.tsx')),
      'StaffClientProfilePage',
    ),
  ),
  appPage(
    'staff/profile',
    'staff.selfService',
    lazyRouteComponent(
      () => withProfileTabs('staff', import('./staff/StaffProfilePage.tsx')),
      'MyStaffProfilePage',
    ),
  ),
  appPage(
    'client/profile',
    'clientPortal.use',
    lazyRouteComponent(
      () => withProfileTabs('client', import('./client/MyClientProfilePage.tsx')),
      'MyClientProfilePage',
    ),
  ),
] as const;
