import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';

/** The product's plans (issue 31): the platform operator's list, seeded by the migration, not a tenant table. */
export const subscriptionPackages = pgTable('subscription_packages', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  monthlyPriceCents: integer().notNull(),
  yearlyPriceCents: integer().notNull(),
  maxUsers: integer(),
  features: jsonb().$type<string[]>().notNull().default([]),
  trialDays: integer().notNull().default(0),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

/** A company's subscription: one per company; `users` caps its active sign-ins (domain user-limit.ts). */
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    packageId: uuid()
      .notNull()
      .references(() => subscriptionPackages.id),
    users: integer().notNull(),
    /** Monthly | Yearly */
    billed: text().notNull(),
    /** Billing periods paid at once (months or years). */
    duration: integer().notNull().default(1),
    /** trial | active | past_due | cancelled */
    status: text().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    /** offline | stripe: the payment service that bills it. */
    provider: text().notNull(),
    providerCustomerId: text(),
    providerSubscriptionId: text(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('company_subscriptions_company_unique').on(t.companyId),
    index('company_subscriptions_provider_idx').on(t.providerSubscriptionId),
  ],
);

/** One payment of a subscription: the first, a change of users or package, or a renewal. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    packageId: uuid()
      .notNull()
      .references(() => subscriptionPackages.id),
    users: integer().notNull(),
    billed: text().notNull(),
    duration: integer().notNull(),
    amountCents: integer().notNull(),
    /** pending | paid | failed | cancelled */
    status: text().notNull(),
    /** subscribe | change | renewal */
    kind: text().notNull(),
    description: text().notNull(),
    invoiceNumber: text().notNull(),
    provider: text().notNull(),
    /** The checkout session (Stripe) the payment was started with. */
    providerSessionId: text(),
    /** The payment service's invoice, for renewals and failures reported by webhook. */
    providerInvoiceId: text(),
    payUrl: text(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    userCreated: text(),
  },
  (t) => [
    uniqueIndex('subscription_payments_invoice_number_unique').on(t.invoiceNumber),
    uniqueIndex('subscription_payments_provider_invoice_unique').on(t.providerInvoiceId),
    index('subscription_payments_company_idx').on(t.companyId, t.createdAt),
    index('subscription_payments_session_idx').on(t.providerSessionId),
  ],
);

/** Webhook events already handled, by the payment service's event id: a repeat changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull(),
});
