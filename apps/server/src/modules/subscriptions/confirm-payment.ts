import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { notFound, unauthorized } from '../../http/errors.ts';
import { publicRouteSpec } from '../../http/route.ts';
import { settlePayment } from './settle-payment.ts';
import { findPaymentForProvider } from './subscriptions.repo.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The platform operator confirms an offline payment (the invoice's transfer arrived): with the
 * operator key (PAYMENTS_OPERATOR_KEY) as bearer token. Without the setting no one can; a payment
 * already paid stays as it is.
 */
export const confirmPaymentRoute = publicRouteSpec({
  method: 'POST',
  url: '/Payments/confirm_payment',
  summary: 'The operator confirms an offline payment (operator key)',
  tags: ['Payments'],
  body: z.object({ paymentId: z.uuid('Payment id must be a UUID') }),
  rateLimit: { max: 30, timeWindow: '1 minute' },
  activity: 'Payment confirmed by the operator',
  async handler({ db, deps, req, body, now, recordActivity }) {
    const key = deps.config.paymentsOperatorKey;
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!key || !timingSafeEqual(digest(given), digest(key))) {
      throw unauthorized('The operator key is missing or wrong.');
    }
    const payment = await findPaymentForProvider(db, { paymentId: body.paymentId, sessionId: null });
    if (payment?.provider !== 'offline') {
      throw notFound();
    }
    const changed = await settlePayment(db, deps.payments, payment, now);
    if (changed) {
      recordActivity(`Payment ${payment.invoiceNumber} confirmed`, {
        companyId: payment.companyId,
        userId: null,
        user: 'Operator',
      });
    }
    return {
      status: 'Success',
      message: changed ? 'The payment is confirmed.' : 'The payment was already confirmed.',
    };
  },
});
