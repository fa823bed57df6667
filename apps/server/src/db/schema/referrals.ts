import type { ReferralForm } from '@care/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

export const clientReferrals = pgTable(
  'client_referrals',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** The whole form as submitted (and as edited by administrators). */
    form: jsonb().$type<ReferralForm>().notNull(),
    fullName: text().notNull(),
    email: text(),
    referrerEmail: text().notNull(),
    isAccepted: boolean().notNull().default(false),
    /** The client created on acceptance, and the service provider who referred. */
    profileId: uuid().references(() => profiles.id, { onDelete: 'set null' }),
    serviceProvidersId: uuid().references(() => serviceProviders.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    index('client_referrals_company_idx').on(t.companyId),
    index('client_referrals_referrer_idx').on(t.referrerEmail),
    // A client comes from at most one referral (accepting locks the referral row, so it makes one client).
    uniqueIndex('client_referrals_profile_unique').on(t.profileId),
  ],
);
