import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session-store.ts';

/** The current session; re-renders when it starts, refreshes or ends. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
