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

/**
 * POST /Account/logout: the server revokes the session, so the token is refused from now on even if
 * a copy of it survives in the browser. Quiet: the sign-out itself never waits for it, and a 401
 * (the session had already ended, e.g. after a password change) or no signal changes nothing.
 */
export async function logout(): Promise<void> {
  await api.post<unknown>('/Account/logout', undefined, {
    toastSuccess: false,
    toastFailure: false,
    sessionEndsOn401: false,
    timeoutMs: 10_000,
  });
}

export const ME_QUERY_KEY = ['account', 'me'] as const;
