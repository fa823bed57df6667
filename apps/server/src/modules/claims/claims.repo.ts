import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { userClaims } from '../../db/schema/index.ts';

/** The user's privileges become exactly these (spec 2 §2): the old rows go, one row per claim. */
export async function replaceClaims(
  db: Queryable,
  companyId: string,
  userId: string,
  claims: readonly string[],
  by: { userCreated: string; dateCreated: Date },
): Promise<void> {
  await db.delete(userClaims).where(and(eq(userClaims.companyId, companyId), eq(userClaims.userId, userId)));
  if (claims.length > 0) {
    await db.insert(userClaims).values(claims.map((claim) => ({ companyId, userId, claim, ...by })));
  }
}
