/** The roles a user can hold; each user has exactly one. */
export const ROLES = [
  'CompanyAdmin',
  'Administrator',
  'Staff',
  'Client',
  'Auditor',
  'ServiceProvider',
  'CareManager',
] as const;
export type Role = (typeof ROLES)[number];

/** CompanyAdmin and Administrator have full rights (spec 1 §6). */
export const ADMIN_ROLES: readonly Role[] = ['CompanyAdmin', 'Administrator'];

export function isAdminRole(role: string | undefined | null): boolean {
  return role === 'CompanyAdmin' || role === 'Administrator';
}

/** The home route the role lands on from `/` (spec 1 §2.1, spec 3 §6). */
export function homeRouteForRole(role: string | undefined | null): string {
  switch (role) {
    case 'Staff':
      return '/app/staff/dashboard';
    case 'CompanyAdmin':
    case 'Administrator':
      return '/app/dashboard';
    case 'Client':
      return '/app/client/dashboard';
    case 'Auditor':
      return '/app/auditor/dashboard';
    default:
      return '/app/users/dashboard';
  }
}

/** Which portal label the loading page shows for a role. */
export type Portal = 'staff' | 'client' | 'auditor' | 'provider' | 'general';

export function portalForRole(role: string | undefined | null): Portal {
  switch (role) {
    case 'Staff':
      return 'staff';
    case 'Client':
      return 'client';
    case 'Auditor':
      return 'auditor';
    case 'ServiceProvider':
      return 'provider';
    default:
      return 'general';
  }
}

/** Auditors see only clients and staff approved for auditing (spec 1 §4, spec 3 §6). */
export function seesOnlyAuditApproved(role: string | undefined | null): boolean {
  return role === 'Auditor';
}
