import { isAdminRole } from '@care/domain';

/** Where a role's "My Profile" lives, or null for roles without a profile record of their own. */
export function myProfilePath(role: string): string | null {
  if (isAdminRole(role)) {
    return '/app/user/administrator/profile';
  }
  if (role === 'Staff') {
    return '/app/staff/profile';
  }
  if (role === 'Client') {
    return '/app/client/profile';
  }
  return null;
}
