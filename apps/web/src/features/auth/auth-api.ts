import {
  type ChangePasswordRequest,
  type LoginReply,
  type LoginRequest,
  loginReply,
  type MeReply,
  meReply,
  type StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';

/** POST /Account/login: no token yet, and a wrong password is shown on the form, not as a toast. */
export async function login(body: LoginRequest): Promise<LoginReply> {
  const reply = await api.post<unknown>('/Account/login', body, { auth: false, toastFailure: false });
  return loginReply.parse(reply);
}

/** GET /Account/me: the signed-in user and their current claims. */
export async function fetchMe(signal?: AbortSignal): Promise<MeReply> {
  return meReply.parse(await api.get<unknown>('/Account/me', { signal }));
}

/** POST /Account/change_password; the client toasts the server's message. */
export function changePassword(body: ChangePasswordRequest): Promise<StatusReply> {
  return api.post<StatusReply>('/Account/change_password', body);
}

export const ME_QUERY_KEY = ['account', 'me'] as const;
