import { can } from '@care/domain';
import { appPage, appRedirect } from '../../app/route-kit.tsx';
import { AdministratorsPage } from './AdministratorsPage.tsx';
import { ClientsPage } from './ClientsPage.tsx';
import { StaffsPage } from './StaffsPage.tsx';

/** The people lists (spec 2 §2), the user area's root, and the auditor's copies of two of them (spec 3 §2.8). */
export const peopleListRoutes = [
  // Spec 2 §2: the user area's root opens the administrators list.
  appRedirect('user', '/app/user/administrators'),
  appPage('user/administrators', 'administrator.view', AdministratorsPage),
  appPage('user/staffs', 'staff.view', StaffsPage),
  appPage('user/clients', 'client.view', ClientsPage),
  appPage('auditor/clients', (p) => can(p, 'auditor.dashboard') && can(p, 'client.view'), ClientsPage),
  appPage('auditor/staffs', (p) => can(p, 'auditor.dashboard') && can(p, 'staff.view'), StaffsPage),
] as const;
