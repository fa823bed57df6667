/** What the web reads from the JWT payload: who the user is and when the token ends. */
export interface TokenPayload {
  uid: string | null;
  role: string | null;
  companyId: string | null;
  /** Seconds since the epoch, when the token says. */
  exp: number | null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Decodes the payload of a JWT without verifying it (the server verifies); null when it is not a JWT. */
export function decodeToken(token: string): TokenPayload | null {
  const payload = token.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof data !== 'object' || data === null) {
      return null;
    }
    const record = data as Record<string, unknown>;
    return {
      uid: stringOrNull(record.uid) ?? stringOrNull(record.sub),
      role: stringOrNull(record.role),
      companyId: stringOrNull(record.companyId),
      exp: typeof record.exp === 'number' ? record.exp : null,
    };
  } catch {
    return null;
  }
}

/** True when the token names an expiry that has passed. */
export function isTokenExpired(payload: TokenPayload | null, nowMs: number = Date.now()): boolean {
  return payload?.exp !== null && payload?.exp !== undefined && payload.exp * 1000 <= nowMs;
}
