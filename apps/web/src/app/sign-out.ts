import { logout } from '../features/auth/auth-api.ts';
import { forgetSignedOutUser } from '../features/offline/sign-out-cleanup.ts';
import { endSession, getSession } from '../session/session-store.ts';
import { queryClient } from './query-client.ts';

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
  forgetSignedOutUser();
  endSession();
  queryClient.clear();
}
