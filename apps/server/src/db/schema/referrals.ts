import type { ReferralForm } from '@care/domain';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles } from './people.ts';
import { serviceProviders } from './providers.ts';

/** A participant referral sent through the public referral page (spec 2 §3 ClientReferral). */
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
