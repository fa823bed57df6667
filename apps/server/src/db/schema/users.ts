import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';

/** A sign-in. Every person who can sign in (admin, staff, client, auditor, provider...) has one. */
export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneNumber: text(),
    role: text().notNull(),
    isActive: boolean().notNull().default(true),
    emailConfirmed: boolean().notNull().default(false),
    passwordHash: text().notNull(),
    /** Goes up on each password change; tokens carry it, so older tokens are refused (signed out). */
    sessionVersion: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** A company-defined role name (Manage Roles). */
export const companyRoles = pgTable(
  'company_roles',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    role: text().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('company_roles_name_unique').on(t.companyId, sql`lower(${t.role})`)],
);

/** A named privilege granted to one user on the claims screen. */
export const userClaims = pgTable(
  'user_claims',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claim: text().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('user_claims_unique').on(t.userId, t.claim)],
);

/** One line of the activity log: who did what, through which medium, when. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    user: text().notNull(),
    activity: text().notNull(),
    medium: text().notNull(),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_logs_company_date_idx').on(t.companyId, t.dateCreated)],
);
