import { type SubscriptionStatus, subscriptionStatusAfter } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { type Actor, publicRouteSpec } from '../../http/route.ts';
import {
  BadSignature,
  type PaymentEvent,
  type PaymentProvider,
  PaymentServiceUnavailable,
} from '../../ports/payments/payments.ts';
import { nextPeriod, settlePayment } from './settle-payment.ts';
import { PAYMENT_SERVICE_FAILED } from './start-payment.ts';
import {
  findPaymentForProvider,
  findSubscriptionByProviderId,
  firstDelivery,
  insertProviderPayment,
  paymentCount,
  updateSubscription,
} from './subscriptions.repo.ts';

export const BAD_SIGNATURE = 'The webhook signature does not match.';

const actor = (companyId: string, provider: string): Actor => ({ companyId, userId: null, user: provider });

/**
 * The payment service's webhook (Stripe: checkout.session.completed, invoice.paid,
 * invoice.payment_failed, customer.subscription.deleted). The signature is checked on the exact body;
 * an event id seen before changes nothing.
 */
export const paymentWebhookRoute = publicRouteSpec({
  method: 'POST',
  url: '/Payments/webhook',
  summary: 'The payment service’s signed events (renewals, failures, cancellations)',
  tags: ['Payments'],
  rawBody: true,
  bodyLimit: 256 * 1024,
  activity: 'Payment service event',
  async handler({ db, deps, req, rawBody, now, recordActivity }) {
    let event: PaymentEvent;
    try {
      event = deps.payments.readEvent(
        rawBody ?? '',
        req.headers['stripe-signature'] as string | undefined,
        now,
      );
    } catch (error) {
      if (error instanceof BadSignature) {
        throw badRequest(BAD_SIGNATURE);
      }
      throw error;
    }
    if (
      !event.id ||
      !(await firstDelivery(db, {
        id: event.id,
        provider: deps.payments.name,
        type: event.type,
        receivedAt: now,
      }))
    ) {
      return { received: true, duplicate: true };
    }
    const done = await apply(db, deps.payments, event, now);
    if (done) {
      recordActivity(done.text, actor(done.companyId, deps.payments.name));
    }
    return { received: true, duplicate: false };
  },
});

async function apply(
  db: Queryable,
  payments: PaymentProvider,
  event: PaymentEvent,
  now: Date,
): Promise<{ companyId: string; text: string } | null> {
  switch (event.type) {
    case 'checkout_completed': {
      const payment = await findPaymentForProvider(db, {
        paymentId: event.paymentId,
        sessionId: event.sessionId,
      });
      if (!payment || !(await settlePayment(db, payments, payment, now, event))) {
        return null;
      }
      return { companyId: payment.companyId, text: `Payment ${payment.invoiceNumber} paid` };
    }
    case 'invoice_paid':
    case 'invoice_failed': {
      // The first invoice is the checkout's own payment, settled by checkout.session.completed.
      if (!event.subscriptionId || event.billingReason === 'subscription_create') {
        return null;
      }
      const sub = await findSubscriptionByProviderId(db, event.subscriptionId);
      if (!sub) {
        return null;
      }
      const paid = event.type === 'invoice_paid';
      const period = nextPeriod(sub);
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
      const status = subscriptionStatusAfter(
        sub.status as SubscriptionStatus,
        paid ? 'paid' : 'payment_failed',
      );
      await updateSubscription(db, sub.companyId, {
        status,
        ...(paid ? { periodStart: start, periodEnd: end } : {}),
        dateModified: now,
      });
      return {
        companyId: sub.companyId,
        text: paid ? 'Subscription renewed' : 'Subscription payment failed',
      };
    }
    case 'subscription_cancelled': {
      const sub = await findSubscriptionByProviderId(db, event.subscriptionId);
      if (!sub) {
        return null;
      }
      await updateSubscription(db, sub.companyId, {
        status: subscriptionStatusAfter(sub.status as SubscriptionStatus, 'cancelled'),
        dateModified: now,
      });
      return { companyId: sub.companyId, text: 'Subscription cancelled' };
    }
    case 'subscription_updated': {
      // A change of users made in Stripe's own portal. The subscription is read as Stripe holds it
      // now, not from the event, which may be older than one that came before it. The product's own
      // changes come back here too, with the users it has already saved: those change nothing.
      const sub = await findSubscriptionByProviderId(db, event.subscriptionId);
      if (!sub) {
        return null;
      }
      const users = await usersAtService(payments, event.subscriptionId);
      if (users === null || users === sub.users) {
        return null;
      }
      await updateSubscription(db, sub.companyId, { users, dateModified: now });
      return {
        companyId: sub.companyId,
        text: `Subscription users changed in Stripe from ${sub.users} to ${users}`,
      };
    }
    case 'ignored':
      return null;
  }
}

/** The users the service bills now; a 502 when it fails, so that nothing is saved and it sends the event again. */
async function usersAtService(payments: PaymentProvider, subscriptionId: string): Promise<number | null> {
  try {
    return await payments.subscriptionUsers(subscriptionId);
  } catch (error) {
    if (error instanceof PaymentServiceUnavailable) {
      throw new AppError(502, PAYMENT_SERVICE_FAILED, undefined, 'Payment');
    }
    throw error;
  }
}
