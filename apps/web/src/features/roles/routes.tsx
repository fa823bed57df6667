import { appPage } from '../../app/route-kit.tsx';
import { CreateRolePage } from './CreateRolePage.tsx';
import { RolesPage } from './RolesPage.tsx';

/** Manage Roles (spec 2 §2). */
export const roleRoutes = [
  appPage('user/all-roles', 'role.manage', RolesPage),
  appPage('user/create-roles', 'role.manage', CreateRolePage),
] as const;
