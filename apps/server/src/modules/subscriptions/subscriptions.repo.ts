import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  companySubscriptions,
  paymentWebhookEvents,
  subscriptionPackages,
  subscriptionPayments,
} from '../../db/schema/index.ts';

export type PackageRow = typeof subscriptionPackages.$inferSelect;
export type SubscriptionRow = typeof companySubscriptions.$inferSelect;
export type PaymentRow = typeof subscriptionPayments.$inferSelect;

/** The platform's plans on offer, in their order. */
export async function listPackages(db: Queryable): Promise<PackageRow[]> {
  return db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.isActive, true))
    .orderBy(asc(subscriptionPackages.sortOrder));
}

export async function findPackage(db: Queryable, id: string): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPackages)
    .where(and(eq(subscriptionPackages.id, id), eq(subscriptionPackages.isActive, true)))
    .limit(1);
  return row;
}

/** The company's subscription, read for update inside a write (two changes at once queue up). */
export async function findSubscription(
  db: Queryable,
  companyId: string,
  forUpdate = false,
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(companySubscriptions)
    .where(eq(companySubscriptions.companyId, companyId))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findSubscriptionByProviderId(
  db: Queryable,
  providerSubscriptionId: string,
  forUpdate = false,
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(companySubscriptions)
    .where(eq(companySubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Creates the company's subscription or replaces its terms (one row per company). */
export async function saveSubscription(
  db: Queryable,
  row: typeof companySubscriptions.$inferInsert,
): Promise<void> {
  const { companyId: _company, ...change } = row;
  await db
    .insert(companySubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: companySubscriptions.companyId,
      set: { ...change, dateModified: row.dateCreated },
    });
}

export async function updateSubscription(
  db: Queryable,
  companyId: string,
  change: Partial<typeof companySubscriptions.$inferInsert>,
): Promise<void> {
  await db.update(companySubscriptions).set(change).where(eq(companySubscriptions.companyId, companyId));
}

export async function insertPayment(
  db: Queryable,
  row: typeof subscriptionPayments.$inferInsert,
): Promise<string> {
  const [made] = await db.insert(subscriptionPayments).values(row).returning({ id: subscriptionPayments.id });
  if (!made) {
    throw new Error('payment insert returned nothing');
  }
  return made.id;
}

/** The payment of a service invoice (a renewal or its failure), if one was recorded. */
export async function findProviderPayment(
  db: Queryable,
  providerInvoiceId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.providerInvoiceId, providerInvoiceId))
    .limit(1);
  return row;
}

/**
 * A renewal or failure reported by the payment service, once per service invoice. A paid invoice
 * stays paid: a failure that arrives after the payment (events come in any order) changes nothing.
 */
export async function insertProviderPayment(
  db: Queryable,
  row: typeof subscriptionPayments.$inferInsert,
): Promise<void> {
  const wasPaid = sql`${subscriptionPayments.status} = 'paid'`;
  await db
    .insert(subscriptionPayments)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptionPayments.providerInvoiceId,
      set: {
        status: sql`case when ${wasPaid} then 'paid' else excluded.status end`,
        description: sql`case when ${wasPaid} then ${subscriptionPayments.description} else excluded.description end`,
        paidAt: sql`coalesce(${subscriptionPayments.paidAt}, excluded.paid_at)`,
      },
    });
}

export async function updatePayment(
  db: Queryable,
  id: string,
  change: Partial<typeof subscriptionPayments.$inferInsert>,
): Promise<void> {
  await db.update(subscriptionPayments).set(change).where(eq(subscriptionPayments.id, id));
}

/** A payment of the company (null for another company's: never told apart from a missing one). */
export async function findPayment(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.companyId, companyId), eq(subscriptionPayments.id, id)))
    .limit(1);
  return row;
}

/** A payment by its id or checkout session, whatever company (the payment service's webhook names it). */
export async function findPaymentForProvider(
  db: Queryable,
  by: { paymentId: string | null; sessionId: string | null },
): Promise<PaymentRow | undefined> {
  const uuid = /^[0-9a-f-]{36}$/i;
  const where =
    by.paymentId && uuid.test(by.paymentId)
      ? eq(subscriptionPayments.id, by.paymentId)
      : by.sessionId
        ? eq(subscriptionPayments.providerSessionId, by.sessionId)
        : undefined;
  if (!where) {
    return undefined;
  }
  const [row] = await db.select().from(subscriptionPayments).where(where).limit(1).for('update');
  return row;
}

export interface PaymentFilter {
  companyId: string;
  from?: Date | undefined;
  to?: Date | undefined;
  status?: string | undefined;
}

/** The company's payments, newest first, with their package's name. */
export async function listPayments(db: Queryable, filter: PaymentFilter) {
  return db
    .select({ payment: subscriptionPayments, packageName: subscriptionPackages.name })
    .from(subscriptionPayments)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptionPayments.packageId))
    .where(
      and(
        eq(subscriptionPayments.companyId, filter.companyId),
        filter.from ? gte(subscriptionPayments.createdAt, filter.from) : undefined,
        filter.to ? lt(subscriptionPayments.createdAt, filter.to) : undefined,
        filter.status ? eq(subscriptionPayments.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(subscriptionPayments.createdAt))
    .limit(500);
}

/** How many payments the company has had, for its next invoice number. */
export async function paymentCount(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.companyId, companyId));
  return row?.n ?? 0;
}

/** Records a webhook event id; false when it was already there (a repeat: nothing more is done). */
export async function firstDelivery(
  db: Queryable,
  event: { id: string; provider: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}
