import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** A one-time link (invitation, password reset, e-mail confirmation); only its hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_unique').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);
