import { api } from '../api/api.ts';
import { endSession, getSession } from '../session/session-store.ts';
import { queryClient } from './query-client.ts';

const beforeSignOut = new Set<() => void>();

/**
 * A step run by every sign-out before the session ends, added by the part of the app that keeps
 * something on the phone (the offline queue: its warning about unsent actions, its cached replies).
 */
export function addSignOutStep(step: () => void): void {
  beforeSignOut.add(step);
}

/**
 * POST /Account/logout: the server revokes the session, so the token is refused from now on even if
 * a copy of it survives in the browser. Quiet: the sign-out itself never waits for it, and a 401
 * (the session had already ended, e.g. after a password change) or no signal changes nothing.
 */
async function logout(): Promise<void> {
  await api.post<unknown>('/Account/logout', undefined, {
    toastSuccess: false,
    toastFailure: false,
    sessionEndsOn401: false,
    timeoutMs: 10_000,
  });
}

/**
 * Ends the session on the server (POST /Account/logout, sent with the token before it is forgotten;
 * not waited for, and without a signal the local sign-out still happens) and here, and forgets every
 * cached reply (the service worker's too); the /app layout then goes to sign-in. Actions still
 * queued on the phone are kept, with a warning.
 */
export function signOut(): void {
  if (getSession()) {
    logout().catch(() => undefined);
  }
  for (const step of beforeSignOut) {
    step();
  }
  endSession();
  queryClient.clear();
}
