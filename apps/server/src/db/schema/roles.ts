import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';

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
