import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  uid: string;
  role: string;
  companyId: string;
  /** The user's session version when the token was issued. */
  sv: number;
}

/** What a verified token carries: its claims and when it expires (ms since the epoch). */
export interface VerifiedToken extends TokenClaims {
  expiresAt: number;
  /**
   * The session the token stands for: its own id (`jti`, a random id given at sign-in), or for a
   * token issued before ids were given, the user and the instant of issue. Rate limits key on it.
   */
  sessionId: string;
}

/**
 * The bearer token of an Authorization header, however it is spaced: the scheme is
 * case-insensitive and the token one run of non-space characters (RFC 7235), else ''.
 */
export function bearerToken(header: string | undefined): string {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** Seconds a token lasts: 12 hours from when it is issued (by the app's clock, not the wall clock). */
const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/** Signs and verifies the bearer tokens (HS256 JWT carrying uid, role, companyId). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** The token's claims, or null when it is forged, expired or malformed. */
  async verify(token: string, now: Date): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (
        typeof payload.uid !== 'string' ||
        typeof payload.companyId !== 'string' ||
        typeof payload.role !== 'string'
      ) {
        return null;
      }
      return {
        uid: payload.uid,
        role: payload.role,
        companyId: payload.companyId,
        sv: Number(payload.sv ?? 0),
        expiresAt: Number(payload.exp ?? 0) * 1000,
        sessionId:
          typeof payload.jti === 'string' && payload.jti
            ? payload.jti
            : `${payload.uid}@${Number(payload.iat ?? 0)}`,
      };
    } catch {
      return null;
    }
  }
}
