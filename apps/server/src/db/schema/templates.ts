import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { files } from './files.ts';

/** A document template (employment forms) that can be attached to a staff invitation. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    isEditable: boolean().notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('templates_company_idx').on(t.companyId)],
);
