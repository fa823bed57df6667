import { useEffect } from 'react';
import { sessionEnded } from './session-ended.ts';
import { decodeToken } from './token.ts';

/** Ends the session when its token runs out, instead of waiting for the next call to fail. */
export function useSessionExpiry(token: string | null): void {
  useEffect(() => {
    const exp = token ? decodeToken(token)?.exp : null;
    if (!exp) {
      return;
    }
    // setTimeout cannot wait longer than about 24 days; such a token is checked again on reload.
    const wait = Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1);
    const id = window.setTimeout(sessionEnded, Math.max(0, wait));
    return () => window.clearTimeout(id);
  }, [token]);
}
