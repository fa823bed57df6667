import { addMonths, type SubscriptionStatus, subscriptionStatusAfter } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import {
  findSubscription,
  type PaymentRow,
  type SubscriptionRow,
  saveSubscription,
  updatePayment,
  updateSubscription,
} from './subscriptions.repo.ts';

/**
 * A payment is confirmed (Stripe's checkout, or the operator for an offline invoice): it is paid, and
 * what it paid for takes effect. A payment already paid changes nothing (a repeated confirmation).
 */
export async function settlePayment(
  db: Queryable,
  payment: PaymentRow,
  now: Date,
  provider: { customerId?: string | null; subscriptionId?: string | null } = {},
): Promise<boolean> {
  if (payment.status === 'paid') {
    return false;
  }
  await updatePayment(db, payment.id, { status: 'paid', paidAt: now });
  const current = await findSubscription(db, payment.companyId, true);
  if (payment.kind === 'change') {
    await updateSubscription(db, payment.companyId, {
      packageId: payment.packageId,
      users: payment.users,
      dateModified: now,
    });
    return true;
  }
  await saveSubscription(db, {
    companyId: payment.companyId,
    packageId: payment.packageId,
    users: payment.users,
    billed: payment.billed,
    duration: payment.duration,
    status: subscriptionStatusAfter((current?.status ?? 'trial') as SubscriptionStatus, 'paid'),
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    provider: payment.provider,
    providerCustomerId: provider.customerId ?? current?.providerCustomerId ?? null,
    providerSubscriptionId: provider.subscriptionId ?? current?.providerSubscriptionId ?? null,
    dateCreated: now,
  });
  return true;
}

/** The next period of a renewing subscription when the service does not say it. */
export function nextPeriod(sub: SubscriptionRow): { start: Date; end: Date } {
  const months = sub.billed === 'Yearly' ? sub.duration * 12 : sub.duration;
  return { start: sub.periodEnd, end: addMonths(sub.periodEnd, months) };
}
