import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, userClaims, users } from '../../db/schema/index.ts';

/** The user with the given e-mail (any case), or undefined. */
export async function findUserByEmail(db: Queryable, email: string) {
  const rows = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

/** The user a token names, with the fields a principal needs, or undefined. */
export async function findSessionUser(db: Queryable, uid: string) {
  const rows = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, uid))
    .limit(1);
  return rows[0];
}

/** The claims granted to a user. */
export async function listClaims(db: Queryable, companyId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ claim: userClaims.claim })
    .from(userClaims)
    .where(and(eq(userClaims.companyId, companyId), eq(userClaims.userId, userId)))
    .orderBy(userClaims.claim);
  return rows.map((r) => r.claim);
}

// The users table is the users module's: a password and the session version are written there.
export { endSessions, updatePassword } from '../users/users.api.ts';
