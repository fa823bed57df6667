import { type SubscriptionStatus, subscriptionStatusAfter } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { type Actor, publicRouteSpec } from '../../http/route.ts';
import {
  BadSignature,
  NotAnEvent,
  type PaymentEvent,
  type PaymentProvider,
} from '../../ports/payments/payments.ts';
import { applyRenewalInvoice, subscriptionAtService } from './renewal-invoice.ts';
import { settlePayment } from './settle-payment.ts';
import {
  findPaymentForProvider,
  findSubscriptionByProviderId,
  firstDelivery,
  updateSubscription,
} from './subscriptions.repo.ts';

export const BAD_SIGNATURE = 'The webhook signature does not match.';
/** A signed body that is no event: a 400, so that the service does not send it again for days. */
export const NOT_AN_EVENT = 'The webhook body is not a payment service event.';

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
      if (error instanceof NotAnEvent) {
        throw badRequest(NOT_AN_EVENT);
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
    case 'invoice_failed':
      return applyRenewalInvoice(db, payments, event, now);
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
      const { users } = await subscriptionAtService(payments, event.subscriptionId);
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
