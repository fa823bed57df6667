import { homeRouteForRole, type Principal } from '@care/domain';
import { redirect } from '@tanstack/react-router';
import { rememberPath } from '../session/remembered-path.ts';
import {
  endSession,
  getLastKnownRole,
  getSession,
  principalOf,
  type Session,
} from '../session/session-store.ts';

export const SIGN_IN_PATH = '/auth/sign-in';

/**
 * The guard of every /app page (spec 1 §2.2): a visitor without a live session goes to sign-in,
 * and the requested path is remembered under the role the browser last held (or as a guest's).
 */
export function requireSession(location: { href: string }): Session {
  const session = getSession();
  if (session) {
    return session;
  }
  rememberPath(getLastKnownRole(), location.href);
  endSession();
  throw redirect({ to: SIGN_IN_PATH, replace: true });
}

/** A signed-in user who may not see a page goes to their role's home instead. */
export function requireAccess(allowed: (principal: Principal) => boolean): void {
  const session = getSession();
  const principal = principalOf(session);
  if (session && principal && !allowed(principal)) {
    throw redirect({ href: homeRouteForRole(session.role), replace: true });
  }
}

/** `/` sends a signed-in user to their role's home, and anyone else to sign-in (spec 1 §2.1). */
export function redirectFromRoot(): never {
  const session = getSession();
  throw redirect({ href: session ? homeRouteForRole(session.role) : SIGN_IN_PATH, replace: true });
}

/** /auth pages send a signed-in user to `/`. */
export function redirectSignedIn(): void {
  if (getSession()) {
    throw redirect({ to: '/', replace: true });
  }
}
