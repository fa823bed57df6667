import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';

/** What a one-time link is for, and how long it lasts. */
export const TOKEN_PURPOSES = {
  invite: { hours: 72 },
  reset: { hours: 2 },
  confirm: { hours: 72 },
} as const;
export type TokenPurpose = keyof typeof TOKEN_PURPOSES;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a one-time token for the user; only its hash is kept. Returns the token for the link. */
export async function issueToken(
  db: Queryable,
  user: { id: string; companyId: string },
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
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
 * purposes, and marks it used; otherwise undefined.
 */
export async function consumeToken(
  db: Queryable,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
) {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, companyId: userTokens.companyId, purpose: userTokens.purpose });
  const row = rows[0];
  return row && (purposes as readonly string[]).includes(row.purpose) ? row : undefined;
}
