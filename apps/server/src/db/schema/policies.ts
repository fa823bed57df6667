import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** A published policy version (spec 1 §7.5 PolicyDocuments): versions of one policy share its code. */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    title: text().notNull(),
    category: text().notNull(),
    code: text().notNull(),
    version: integer().notNull(),
    /** Calendar dates 'YYYY-MM-DD', like the documents'. */
    effectiveDate: text().notNull(),
    audience: text().notNull(),
    body: text().notNull(),
    changeNote: text(),
    /** The policy document as a file (optional, issue 29): read by whoever may read policies. */
    fileId: uuid(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('policy_documents_code_version_unique').on(t.companyId, t.code, t.version)],
);

/** A user's acceptance (consent) of one policy version. */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    policyDocumentId: uuid()
      .notNull()
      .references(() => policyDocuments.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateAccepted: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('policy_acceptances_unique').on(t.policyDocumentId, t.userId),
    index('policy_acceptances_user_idx').on(t.companyId, t.userId),
  ],
);
