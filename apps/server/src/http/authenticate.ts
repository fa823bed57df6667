import { claimsInForce, fullName } from '@care/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from './deps.ts';
import { unauthorized } from './errors.ts';
import type { Principal } from './principal.ts';
import { bearerToken } from './tokens.ts';

/** A checked session: who it is, and the session id its token carries (what rate limits key on). */
export interface Session {
  principal: Principal;
  sessionId: string;
}

/**
 * Resolves the bearer token to a principal. The user row and claims are read again when the session
 * cache has no fresh entry: every change through this server clears it, so a deactivated user, a
 * changed password or a revoked claim takes effect at once here, and within SESSION_CACHE_MS on
 * other servers.
 */
export async function authenticate(
  req: FastifyRequest,
  deps: AppDeps,
  allowCookie = false,
): Promise<Principal> {
  return (await authenticateSession(req, deps, allowCookie)).principal;
}

/** `authenticate`, also giving the token's session id. */
export async function authenticateSession(
  req: FastifyRequest,
  deps: AppDeps,
  allowCookie = false,
): Promise<Session> {
  const header = req.headers.authorization;
  const token = header ? bearerToken(header) : allowCookie ? cookieToken(req) : '';
  if (!token) {
    throw unauthorized();
  }
  const now = deps.clock();
  const cached = deps.sessions.session(token, now);
  if (cached) {
    return cached;
  }
  const generation = deps.sessions.generation;
  const claims = await deps.tokens.verify(token, now);
  if (!claims) {
    throw unauthorized();
  }
  const db = deps.database.db;
  const user = await deps.sessionReader.user(db, claims.uid);
  if (!user?.isActive || user.sessionVersion !== claims.sv || user.companyId !== claims.companyId) {
    throw unauthorized();
  }
  const principal: Principal = {
    uid: user.id,
    role: user.role,
    companyId: user.companyId,
    fullName: fullName(user.firstName, null, user.lastName),
    email: user.email,
    // A role the subscription does not count holds no privilege, whatever was stored (issue 37).
    claims: claimsInForce(user.role, await deps.sessionReader.claims(db, user.companyId, user.id)),
  };
  deps.sessions.set(token, principal, now, claims.expiresAt, generation, claims.sessionId);
  return { principal, sessionId: claims.sessionId };
}

/** The `token` cookie the web app keeps beside the role (spec 1 §3), for links the browser opens itself. */
function cookieToken(req: FastifyRequest): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'token') {
      return decodeURIComponent(rest.join('='));
    }
  }
  return '';
}
