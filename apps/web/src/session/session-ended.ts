import { rememberPath } from './remembered-path.ts';
import { endSession, getLastKnownRole } from './session-store.ts';

/**
 * The server ended the session (a 401) or the token ran out: remember where the user was, under
 * their role, and clear the session; the /app layout then goes to sign-in (spec 1 §8).
 */
export function sessionEnded(): void {
  const { pathname, search, hash } = window.location;
  rememberPath(getLastKnownRole(), `${pathname}${search}${hash}`);
  endSession();
}
