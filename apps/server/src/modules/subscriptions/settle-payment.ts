import {
  addMonths,
  type BillingCycle,
  intervalPriceCents,
  type SubscriptionStatus,
  subscriptionStatusAfter,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type PaymentProvider, PaymentServiceUnavailable } from '../../ports/payments/payments.ts';
import { PAYMENT_SERVICE_FAILED } from './start-payment.ts';
import {
  findPackage,
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
  payments: PaymentProvider,
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
    await syncProviderSubscription(db, payments, payment.companyId);
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

/** The next period of a renewing subscription when the service does not say it, on the company's calendar. */
export function nextPeriod(sub: SubscriptionRow, zone: string): { start: Date; end: Date } {
  const months = sub.billed === 'Yearly' ? sub.duration * 12 : sub.duration;
  return { start: sub.periodEnd, end: addMonths(sub.periodEnd, months, zone) };
}

/**
 * After a change of users or package took effect: a subscription that renews at the payment service
 * (Stripe) bills the new number of users at the package's price from its next renewal. In the
 * caller's transaction: when the service fails, the change is not saved either (502).
 */
export async function syncProviderSubscription(
  db: Queryable,
  payments: PaymentProvider,
  companyId: string,
): Promise<void> {
  const sub = await findSubscription(db, companyId);
  if (!sub?.providerSubscriptionId || sub.provider !== payments.name || payments.name === 'offline') {
    return;
  }
  const pkg = await findPackage(db, sub.packageId);
  if (!pkg) {
    return;
  }
  try {
    await payments.updateSubscription(sub.providerSubscriptionId, {
      users: sub.users,
      unitAmountCents: intervalPriceCents(pkg, sub.billed, sub.duration),
      billed: sub.billed as BillingCycle,
      duration: sub.duration,
    });
  } catch (error) {
    if (error instanceof PaymentServiceUnavailable) {
      throw new AppError(502, PAYMENT_SERVICE_FAILED, undefined, 'Payment');
    }
    throw error;
  }
}
