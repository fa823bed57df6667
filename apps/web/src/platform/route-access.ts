import { can, isAdminRole, type Principal } from '@care/domain';

type Rule = (principal: Principal) => boolean;

/** Who may open each page of the shell, by the domain's roles and permission table. */
export const ROUTE_ACCESS = {
  adminDashboard: (p) => isAdminRole(p.role),
  staffPortal: (p) => can(p, 'staff.selfService'),
  clientPortal: (p) => can(p, 'clientPortal.use'),
  auditorDashboard: (p) => can(p, 'auditor.dashboard'),
  usersDashboard: () => true,
  changePassword: (p) => can(p, 'account.changePassword'),
} as const satisfies Record<string, Rule>;
