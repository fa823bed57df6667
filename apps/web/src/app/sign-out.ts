import { forgetSignedOutUser } from '../features/offline/sign-out-cleanup.ts';
import { endSession } from '../session/session-store.ts';
import { queryClient } from './query-client.ts';

/**
 * Ends the session and forgets every cached reply (the service worker's too); the /app layout then
 * goes to sign-in. Actions still queued on the phone are kept, with a warning.
 */
export function signOut(): void {
  forgetSignedOutUser();
  endSession();
  queryClient.clear();
}
