import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';

export type NewToken = typeof userTokens.$inferInsert;

/** Keeps a token's hash. */
export async function insertToken(db: Queryable, token: NewToken): Promise<void> {
  await db.insert(userTokens).values(token);
}

/**
 * Marks the token of this hash used when it is unused, unexpired and of one of the purposes:
 * its user, company and purpose; undefined otherwise (the token is then left as it was).
 */
export async function useToken(
  db: Queryable,
  tokenHash: string,
  purposes: readonly string[],
  now: Date,
): Promise<{ userId: string; companyId: string; purpose: string } | undefined> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        inArray(userTokens.purpose, [...purposes]),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, companyId: userTokens.companyId, purpose: userTokens.purpose });
  return rows[0];
}

/** Marks the user's unused tokens of the purposes used, so their links stop working. */
export async function revokeTokens(
  db: Queryable,
  userId: string,
  purposes: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        inArray(userTokens.purpose, [...purposes]),
        isNull(userTokens.usedAt),
      ),
    );
}

/** The account (sign-in id and current role) of each known token hash, used or not. */
export function tokenAccounts(db: Queryable, tokenHashes: readonly string[]) {
  return db
    .select({ tokenHash: userTokens.tokenHash, id: users.id, role: users.role })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(inArray(userTokens.tokenHash, [...tokenHashes]));
}
