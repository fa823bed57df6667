import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
