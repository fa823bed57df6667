import type { LoginReply, MeReply, Principal } from '@care/domain';
import { clearStoredClaims, readStoredClaims, type StoredClaim, writeStoredClaims } from './claims.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';
import { decodeToken, isTokenExpired } from './token.ts';

export const TOKEN_COOKIE = 'token';
export const ROLE_COOKIE = 'role';

/** The signed-in user; name and e-mail arrive with sign-in and with GET /Account/me. */
export interface SessionUser {
  uid: string;
  role: string;
  companyId: string;
  fullName: string | null;
  email: string | null;
}

/** The auth session of spec 1 §3: token and role in cookies, claims in local storage. */
export interface Session {
  token: string;
  role: string;
  user: SessionUser;
  claims: StoredClaim[];
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = null;
let loaded = false;

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

/** Builds the session from the cookies and local storage; null when there is no live token. */
function readFromStorage(): Session | null {
  const token = readCookie(TOKEN_COOKIE);
  if (!token) {
    return null;
  }
  const payload = decodeToken(token);
  if (isTokenExpired(payload)) {
    return null;
  }
  const role = readCookie(ROLE_COOKIE) ?? payload?.role ?? '';
  return {
    token,
    role,
    user: { uid: payload?.uid ?? '', role, companyId: payload?.companyId ?? '', fullName: null, email: null },
    claims: readStoredClaims(),
  };
}

/** The current session, or null when signed out or the token has expired. */
export function getSession(): Session | null {
  if (!loaded) {
    current = readFromStorage();
    loaded = true;
  }
  if (current && isTokenExpired(decodeToken(current.token))) {
    // No notify here: this runs inside React's snapshot read; the next render sees null.
    current = null;
  }
  return current;
}

/** The role the browser last held, even when the token has expired (for the per-role return path). */
export function getLastKnownRole(): string | null {
  return current?.role ?? readCookie(ROLE_COOKIE);
}

/** Re-reads the cookies and local storage (on start, and in tests). */
export function reloadSession(): Session | null {
  loaded = false;
  const session = getSession();
  notify();
  return session;
}

/** Starts the session from the sign-in reply. */
export function startSession(reply: LoginReply): Session {
  const payload = decodeToken(reply.token);
  const maxAge = payload?.exp ? payload.exp - Math.floor(Date.now() / 1000) : undefined;
  writeCookie(TOKEN_COOKIE, reply.token, maxAge);
  writeCookie(ROLE_COOKIE, reply.user.role, maxAge);
  writeStoredClaims(reply.claims);
  current = { token: reply.token, role: reply.user.role, user: { ...reply.user }, claims: [...reply.claims] };
  loaded = true;
  notify();
  return current;
}

/** Refreshes the user and claims from GET /Account/me (claims are granted on the server). */
export function refreshSession(reply: MeReply): void {
  const session = getSession();
  if (!session) {
    return;
  }
  writeStoredClaims(reply.claims);
  if (reply.user.role !== session.role) {
    writeCookie(ROLE_COOKIE, reply.user.role);
  }
  current = { ...session, role: reply.user.role, user: { ...reply.user }, claims: [...reply.claims] };
  notify();
}

/** Clears the token and role cookies and the claims cache. */
export function endSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(ROLE_COOKIE);
  clearStoredClaims();
  const hadSession = current !== null;
  current = null;
  loaded = true;
  if (hadSession) {
    notify();
  }
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The role and claim values the permission table checks. */
export function principalOf(session: Session | null): Principal | null {
  return session ? { role: session.role, claims: session.claims.map((c) => c.value) } : null;
}
