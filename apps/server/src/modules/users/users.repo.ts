import { fullName } from '@care/domain';
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import { profiles, users } from '../../db/schema/index.ts';

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  companyID: users.companyId,
  isActive: users.isActive,
  emailConfirmed: users.emailConfirmed,
  dateCreated: users.dateCreated,
  dateModified: users.dateModified,
};

type UserRow = { firstName: string; lastName: string; email: string };
const withNames = <T extends UserRow>(u: T) => ({
  ...u,
  fullName: fullName(u.firstName, null, u.lastName),
  userName: u.email,
});

export async function listUsers(db: Queryable, companyId: string) {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map(withNames);
}

export async function findUser(db: Queryable, companyId: string, id: string) {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return rows[0] && withNames(rows[0]);
}

export async function findUserByEmailInCompany(db: Queryable, companyId: string, email: string) {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return rows[0] && withNames(rows[0]);
}

/**
 * True when any sign-in (in any company) uses the e-mail, or, with scope 'all', also a client of
 * this company. A new sign-in may share a client's e-mail: it becomes that client's portal sign-in.
 * `except` leaves out a person's own sign-in and client record (a correction of their e-mail).
 */
export async function emailInUse(
  db: Queryable,
  companyId: string,
  email: string,
  scope: 'signIns' | 'all',
  except: { userId?: string | null; profileId?: string } = {},
): Promise<boolean> {
  const exceptUserId = except.userId ?? undefined;
  const byUser = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (byUser.length > 0 || scope === 'signIns') {
    return byUser.length > 0;
  }
  const byClient = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        sql`lower(${profiles.email}) = lower(${email})`,
        except.profileId ? ne(profiles.id, except.profileId) : undefined,
      ),
    )
    .limit(1);
  return byClient.length > 0;
}

export async function insertUser(db: Queryable, user: typeof users.$inferInsert): Promise<string> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) {
    throw new Error('user insert returned nothing');
  }
  return row.id;
}

export async function updateUser(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set(change)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
}

export async function deleteUser(db: Queryable, companyId: string, id: string) {
  await db.delete(users).where(and(eq(users.companyId, companyId), eq(users.id, id)));
}

/** The e-mail addresses of the company's active administrators (notifications go to them). */
export async function adminEmails(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        inArray(users.role, ['CompanyAdmin', 'Administrator']),
      ),
    );
  return rows.map((r) => r.email);
}

/** Stores a new password hash and moves the session version on, which ends every older session. */
export async function updatePassword(db: Queryable, userId: string, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      dateModified: now,
      userModified: userId,
    })
    .where(eq(users.id, userId));
}

/** Moves the session version on without other changes: every token issued so far is refused for good. */
export async function endSessions(db: Queryable, userId: string, now: Date) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, dateModified: now })
    .where(eq(users.id, userId));
}

/** Turns a sign-in on or off with the person it belongs to. */
export async function setUserActive(
  db: Queryable,
  companyId: string,
  userId: string,
  isActive: boolean,
  now: Date,
) {
  await db
    .update(users)
    .set({ isActive, dateModified: now })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/**
 * A password set through a one-time link: the e-mail is confirmed too, and every older session ends.
 * The sign-in's names, for the activity log. (For auth/set-password.ts, whose SQL moves in the route pass.)
 */
export async function setPasswordFromLink(db: Queryable, userId: string, passwordHash: string, now: Date) {
  const [user] = await db
    .update(users)
    .set({
      passwordHash,
      emailConfirmed: true,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      dateModified: now,
    })
    .where(eq(users.id, userId))
    .returning({ firstName: users.firstName, lastName: users.lastName });
  return user;
}

/** The sign-in's e-mail is confirmed; its names, for the activity log. (For auth/set-password.ts too.) */
export async function confirmEmail(db: Queryable, userId: string, now: Date) {
  const [user] = await db
    .update(users)
    .set({ emailConfirmed: true, dateModified: now })
    .where(eq(users.id, userId))
    .returning({ firstName: users.firstName, lastName: users.lastName });
  return user;
}

/** Each sign-in's role and whether it is active: what the subscription's user count reads (domain rule). */
export function signInSeats(
  db: Queryable,
  companyId: string,
): Promise<{ role: string; isActive: boolean }[]> {
  return db
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.companyId, companyId));
}

/** The company's active care managers, by first name; optionally those whose name holds `name`. */
export function careManagers(db: Queryable, companyId: string, name?: string) {
  return db
    .select({
      id: users.id,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'CareManager'),
        eq(users.isActive, true),
        name ? or(ilike(users.firstName, `%${name}%`), ilike(users.lastName, `%${name}%`)) : undefined,
      ),
    )
    .orderBy(asc(users.firstName));
}

/** Active users of the company in these roles (those a policy asks), optionally one of them. */
export function usersOfRoles(db: Queryable, companyId: string, roles: readonly string[], userId?: string) {
  return db
    .select({
      userId: users.id,
      fullName: fullNameSql(users.firstName, null, users.lastName),
      role: users.role,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        inArray(users.role, [...roles]),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName);
}
