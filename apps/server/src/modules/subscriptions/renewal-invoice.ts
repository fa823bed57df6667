import { type SubscriptionStatus, statusAfterRenewal } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  PaymentServiceUnavailable,
  type ServiceSubscription,
} from '../../ports/payments/payments.ts';
import { companyZone } from '../companies/companies.api.ts';
import { nextPeriod } from './settle-payment.ts';
import { PAYMENT_SERVICE_FAILED } from './start-payment.ts';
import {
  findProviderPayment,
  findSubscriptionByProviderId,
  insertProviderPayment,
  paymentCount,
  updateSubscription,
} from './subscriptions.repo.ts';

type InvoiceEvent = Extract<PaymentEvent, { type: 'invoice_paid' | 'invoice_failed' }>;

/**
 * A renewal invoice paid or failed (Stripe's invoice.paid, invoice.payment_failed). Stripe does not
 * promise the order of its events, so: a paid invoice never becomes failed (a late failure of an
 * invoice since paid changes nothing), and the subscription's state is read from the service now,
 * not taken from the event, so an old invoice's payment does not revive a cancelled subscription and
 * a late failure does not make a paid one past due. The period only ever moves forward.
 */
export async function applyRenewalInvoice(
  db: Queryable,
  payments: PaymentProvider,
  event: InvoiceEvent,
  now: Date,
): Promise<{ companyId: string; text: string } | null> {
  // The first invoice is the checkout's own payment, settled by checkout.session.completed.
  if (!event.subscriptionId || event.billingReason === 'subscription_create') {
    return null;
  }
  // Locked: two events of one subscription are applied one after the other.
  const sub = await findSubscriptionByProviderId(db, event.subscriptionId, true);
  if (!sub) {
    return null;
  }
  const known = await findProviderPayment(db, event.invoiceId);
  if (known?.status === 'paid') {
    return null;
  }
  const paid = event.type === 'invoice_paid';
  const service = await subscriptionAtService(payments, event.subscriptionId);
  const period = nextPeriod(sub, await companyZone(db, sub.companyId));
  const start = event.periodStart ?? period.start;
  const end = event.periodEnd && event.periodEnd > start ? event.periodEnd : period.end;
  const sequence = (await paymentCount(db, sub.companyId)) + 1;
  await insertProviderPayment(db, {
    companyId: sub.companyId,
    packageId: sub.packageId,
    users: sub.users,
    billed: sub.billed,
    duration: sub.duration,
    amountCents: event.amountCents,
    status: paid ? 'paid' : 'failed',
    kind: 'renewal',
    description: paid ? 'Renewal' : 'Renewal (payment failed)',
    invoiceNumber: `SUB-${sub.companyId.slice(0, 8).toUpperCase()}-${String(sequence).padStart(4, '0')}`,
    provider: sub.provider,
    providerInvoiceId: event.invoiceId,
    periodStart: start,
    periodEnd: end,
    createdAt: now,
    paidAt: paid ? now : null,
  });
  const status = statusAfterRenewal(
    sub.status as SubscriptionStatus,
    service.status,
    paid ? 'paid' : 'payment_failed',
  );
  const movesOn = paid && status !== 'cancelled' && end > sub.periodEnd;
  await updateSubscription(db, sub.companyId, {
    status,
    ...(movesOn ? { periodStart: start, periodEnd: end } : {}),
    dateModified: now,
  });
  return { companyId: sub.companyId, text: renewalText(paid, status) };
}

function renewalText(paid: boolean, status: SubscriptionStatus): string {
  if (status === 'cancelled') {
    return paid
      ? 'Renewal payment recorded; the subscription stays cancelled'
      : 'Renewal payment failed; the subscription stays cancelled';
  }
  if (paid) {
    return status === 'active' ? 'Subscription renewed' : 'Renewal paid; a later renewal is still unpaid';
  }
  return status === 'past_due'
    ? 'Subscription payment failed'
    : 'Renewal payment failed; the subscription is paid at the payment service';
}

/** The subscription as the service holds it now; a 502 when it fails, so that nothing is saved and it sends the event again. */
export async function subscriptionAtService(
  payments: PaymentProvider,
  subscriptionId: string,
): Promise<ServiceSubscription> {
  try {
    return await payments.subscriptionAtService(subscriptionId);
  } catch (error) {
    if (error instanceof PaymentServiceUnavailable) {
      throw new AppError(502, PAYMENT_SERVICE_FAILED, undefined, 'Payment');
    }
    throw error;
  }
}
