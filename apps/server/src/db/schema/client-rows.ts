import { type AnyPgColumn, index, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles } from './people.ts';

/** The client whose care record a row belongs to; the row goes when the client does. */
export const ofClient = () => ({
  id: id(),
  companyId: companyId().references(() => companies.id),
  profileId: uuid()
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
});

/** Every tab reads a client's rows of its table. */
export const byClient = (name: string) => (t: { companyId: AnyPgColumn; profileId: AnyPgColumn }) => [
  index(`${name}_client_idx`).on(t.companyId, t.profileId),
];
