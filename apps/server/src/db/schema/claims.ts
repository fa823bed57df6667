import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

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
