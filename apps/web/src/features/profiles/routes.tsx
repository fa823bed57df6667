import { isAdminRole } from '@care/domain';
import { appPage } from '../../app/route-kit.tsx';
import {
  AdministratorProfilePage,
  MyAdministratorProfilePage,
} from './administrator/AdministratorProfilePage.tsx';
import { ClientProfilePage } from './client/ClientProfilePage.tsx';
import { MyClientProfilePage } from './client/MyClientProfilePage.tsx';
import { MyStaffProfilePage, StaffProfilePage } from './staff/StaffProfilePage.tsx';

/** The profile pages (spec 1 §2.4, §2.5, spec 2 "Staff profile page", spec 3 §2.4, §2.7). */
export const profileRoutes = [
  appPage('user/clients/$profileId/$firstName', 'client.view', ClientProfilePage),
  appPage('user/staff/$uid/$id', 'staff.view', StaffProfilePage),
  appPage('user/administrators/$uid/$id', 'administrator.view', AdministratorProfilePage),
  appPage('user/administrator/profile', (p) => isAdminRole(p.role), MyAdministratorProfilePage),
  appPage('staff/profile', 'staff.selfService', MyStaffProfilePage),
  appPage('client/profile', 'clientPortal.use', MyClientProfilePage),
] as const;
