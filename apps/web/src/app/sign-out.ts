import { endSession } from '../session/session-store.ts';
import { queryClient } from './query-client.ts';

/** Ends the session and forgets every cached reply; the /app layout then goes to sign-in. */
export function signOut(): void {
  endSession();
  queryClient.clear();
}
