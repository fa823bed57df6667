import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import {
  insertToken,
  revokeTokens as revokeStoredTokens,
  tokenAccounts,
  useToken,
} from './one-time-tokens.repo.ts';

/** What a one-time link is for, and how long it lasts. */
export const TOKEN_PURPOSES = {
  invite: { hours: 72 },
  reset: { hours: 2 },
  confirm: { hours: 72 },
} as const;
export type TokenPurpose = keyof typeof TOKEN_PURPOSES;

/** The purposes whose links set a password: one such link at a time, the newest. */
export const SET_PASSWORD_PURPOSES = ['invite', 'reset'] as const satisfies readonly TokenPurpose[];

/** The purposes a new or used token of this purpose makes void. */
const rivals = (purpose: TokenPurpose): readonly TokenPurpose[] =>
  purpose === 'confirm' ? ['confirm'] : SET_PASSWORD_PURPOSES;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a one-time token for the user; only its hash is kept. Returns the token for the link. The
 * user's older unused links of the same kind (set-password or confirm) are revoked: the newest wins.
 */
export async function issueToken(
  db: Queryable,
  user: { id: string; companyId: string },
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await revokeTokens(db, user.id, rivals(purpose), now);
  await insertToken(db, {
    companyId: user.companyId,
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_PURPOSES[purpose].hours * 3_600_000),
    dateCreated: now,
  });
  return token;
}

/**
 * Uses a token once: returns its user when it is known, unused, unexpired and of one of the
 * purposes, and marks it used, with the user's other unused links of its kind; otherwise undefined
 * (and a token of another purpose is left as it was).
 */
export async function consumeToken(
  db: Queryable,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
) {
  const row = await useToken(db, hashToken(token), purposes, now);
  if (row) {
    await revokeTokens(db, row.userId, rivals(row.purpose as TokenPurpose), now);
  }
  return row;
}

/** Marks the user's unused tokens of the purposes used, so their links stop working. */
export async function revokeTokens(
  db: Queryable,
  userId: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<void> {
  await revokeStoredTokens(db, userId, purposes, now);
}

/** The account each known token opens (by sign-in id and current role), whether used or not. */
export async function tokenOwners(
  db: Queryable,
  tokens: readonly string[],
): Promise<Map<string, { id: string; role: string }>> {
  if (tokens.length === 0) {
    return new Map();
  }
  const byHash = new Map(tokens.map((t) => [hashToken(t), t]));
  const rows = await tokenAccounts(db, [...byHash.keys()]);
  return new Map(rows.map((r) => [byHash.get(r.tokenHash) as string, { id: r.id, role: r.role }]));
}
