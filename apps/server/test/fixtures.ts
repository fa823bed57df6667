import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { activityLogs, administrators, profiles, staffs } from '../src/db/schema/index.ts';
import type { Harness } from './harness.ts';

/**
 * A client address no other test uses, so that sign-in throttle counts (per e-mail and address,
 * and per address) never carry from one test to the next.
 */
export function uniqueAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

/** A name no other test uses, to tell rows apart in lists. */
export const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

interface PersonOptions {
  firstName?: string;
  isActive?: boolean;
  auditApproved?: boolean;
}

/** Inserts a client profile of the company and returns its id and first name. */
export async function insertProfile(h: Harness, companyId: string, o: PersonOptions = {}) {
  const firstName = o.firstName ?? uniqueName('Client');
  const [row] = await h.database.db
    .insert(profiles)
    .values({
      companyId,
      firstName,
      surName: 'Test',
      email: `${firstName.toLowerCase()}@test.example`,
      isActive: o.isActive ?? true,
      auditApproved: o.auditApproved ?? false,
    })
    .returning({ id: profiles.id });
  if (!row) {
    throw new Error('no profile');
  }
  return { id: row.id, firstName };
}

/** Inserts a staff record of the company and returns its id and first name. */
export async function insertStaff(h: Harness, companyId: string, o: PersonOptions = {}) {
  const firstName = o.firstName ?? uniqueName('Staff');
  const [row] = await h.database.db
    .insert(staffs)
    .values({
      companyId,
      firstName,
      surName: 'Test',
      email: `${firstName.toLowerCase()}@test.example`,
      isActive: o.isActive ?? true,
      auditApproved: o.auditApproved ?? false,
    })
    .returning({ id: staffs.id });
  if (!row) {
    throw new Error('no staff');
  }
  return { id: row.id, firstName };
}

/** Inserts an administrator record of the company and returns its id and first name. */
export async function insertAdministrator(h: Harness, companyId: string, o: PersonOptions = {}) {
  const firstName = o.firstName ?? uniqueName('Admin');
  const [row] = await h.database.db
    .insert(administrators)
    .values({
      companyId,
      firstName,
      surName: 'Test',
      email: `${firstName.toLowerCase()}@test.example`,
      isActive: o.isActive ?? true,
    })
    .returning({ id: administrators.id });
  if (!row) {
    throw new Error('no administrator');
  }
  return { id: row.id, firstName };
}

/** The activity-log lines of one user with the given text. */
export function activitiesOf(h: Harness, userId: string, activity: string) {
  return h.database.db
    .select({
      companyId: activityLogs.companyId,
      user: activityLogs.user,
      activity: activityLogs.activity,
      medium: activityLogs.medium,
      dateCreated: activityLogs.dateCreated,
    })
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), eq(activityLogs.activity, activity)));
}
