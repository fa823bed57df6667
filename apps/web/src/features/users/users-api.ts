import type { NewUser, StatusReply, UserEdit } from '@care/domain';
import { api } from '../../api/api.ts';

/** GET /Account/get_all_users: one sign-in of the company. */
export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  role: string;
  isActive: boolean;
  emailConfirmed: boolean;
  dateCreated: string;
}

export const USERS_QUERY_KEY = ['users'] as const;

export function fetchUsers(signal?: AbortSignal): Promise<UserRow[]> {
  return api.get<UserRow[]>('/Account/get_all_users', { signal });
}

/** POST /Account/add_user. */
export function addUser(user: NewUser): Promise<StatusReply> {
  return api.post<StatusReply>('/Account/add_user', user);
}

/** POST /Account/user_edit/{id}. */
export function editUser(id: string, user: UserEdit): Promise<StatusReply> {
  return api.post<StatusReply>(`/Account/user_edit/${encodeURIComponent(id)}`, user);
}

// The next three change data through GET, as the spec's API does: they toast like any other action.

/** GET /Account/delete_user?id. */
export function deleteUser(id: string): Promise<StatusReply> {
  return api.get<StatusReply>('/Account/delete_user', { query: { id }, action: true });
}

/** GET /Account/confirm_user?email: mails the user a link to confirm their address. */
export function confirmUser(email: string): Promise<StatusReply> {
  return api.get<StatusReply>('/Account/confirm_user', { query: { email }, action: true });
}

/** GET /Account/reset_user_password?email: mails the user a link to choose a new password. */
export function resetUserPassword(email: string): Promise<StatusReply> {
  return api.get<StatusReply>('/Account/reset_user_password', { query: { email }, action: true });
}
