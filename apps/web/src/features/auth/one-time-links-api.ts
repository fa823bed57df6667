import type { SetPasswordRequest, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/**
 * POST /Account/set_password (public): the invitation or reset link's token and the new password.
 * Success is toasted (the page moves on to sign-in); a refusal shows on the form.
 */
export function setPassword(body: SetPasswordRequest): Promise<StatusReply> {
  return api.post<StatusReply>('/Account/set_password', body, { auth: false, toastFailure: false });
}

/** POST /Account/confirm_email (public); the page shows the outcome, so nothing is toasted. */
export function confirmEmail(token: string): Promise<StatusReply> {
  return api.post<StatusReply>(
    '/Account/confirm_email',
    { token },
    { auth: false, toastSuccess: false, toastFailure: false },
  );
}

/** The `token` of the page's query string, read raw (the router would turn '123' into a number). */
export function tokenOf(searchStr: string): string {
  return new URLSearchParams(searchStr).get('token')?.trim() ?? '';
}
