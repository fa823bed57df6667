import type { StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/** A company-defined role name (GET /Account/get_roles). */
export interface CompanyRole {
  uRolesId: string;
  role: string;
  dateCreated?: string | null;
}

export const ROLES_QUERY_KEY = ['roles'] as const;

/** GET /Account/get_roles → { roles }. */
export async function fetchRoles(signal?: AbortSignal): Promise<CompanyRole[]> {
  const reply = await api.get<{ roles: CompanyRole[] }>('/Account/get_roles', { signal });
  return reply.roles;
}

/** POST /Account/create_role { role }. */
export function createRole(role: string): Promise<StatusReply> {
  return api.post<StatusReply>('/Account/create_role', { role });
}

/** GET /Account/delete_role?roleId: a mutation the spec makes with GET; the client toasts it as one. */
export function deleteRole(roleId: string): Promise<StatusReply> {
  return api.get<StatusReply>('/Account/delete_role', { query: { roleId }, action: true });
}
