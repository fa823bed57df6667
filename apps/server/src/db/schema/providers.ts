import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles } from './people.ts';
import { users } from './users.ts';

/** A service provider (support coordinator) who refers clients (spec 2 §3 ServiceProvider). */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    referralCompany: text(),
    name: text().notNull(),
    lastName: text(),
    email: text().notNull(),
    phone: text(),
    address: text(),
    ...auditColumns(),
  },
  (t) => [
    index('service_providers_company_idx').on(t.companyId),
    uniqueIndex('service_providers_company_email_unique').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/** A client assigned to a service provider. */
export const clientServiceProviders = pgTable(
  'client_service_providers',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    serviceProvidersId: uuid()
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('client_service_providers_unique').on(t.serviceProvidersId, t.profileId)],
);
