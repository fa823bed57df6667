import { type BillingPortalReply, billingPortalBody } from '@care/domain';
import { AppError, badRequest } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { PaymentServiceUnavailable } from '../../ports/payments/payments.ts';
import { PAYMENT_SERVICE_FAILED } from './start-payment.ts';
import { findSubscription } from './subscriptions.repo.ts';

export const NO_BILLING_PORTAL =
  'The subscription is not paid by card through the payment service: there is no billing portal to open.';

/**
 * POST /Payments/billing_portal: a session of the payment service's customer portal (Stripe: card,
 * invoices, cancelling) for the company's card subscription; the browser goes to the URL answered
 * and comes back to the Subscription page. The offline default has none (400).
 */
export const billingPortalRoute = routeSpec({
  method: 'POST',
  url: '/Payments/billing_portal',
  summary: 'Open the payment service’s billing portal for the company’s card subscription',
  tags: ['Payments'],
  body: billingPortalBody,
  activity: 'Opened the billing portal',
  async handler({ db, deps, principal, recordActivity }): Promise<BillingPortalReply> {
    const sub = await findSubscription(db, principal.companyId);
    if (!sub?.providerCustomerId || sub.provider !== deps.payments.name) {
      throw badRequest(NO_BILLING_PORTAL);
    }
    let url: string | null;
    try {
      url = await deps.payments.portalUrl(
        sub.providerCustomerId,
        `${deps.config.publicUrl}/app/subscription`,
      );
    } catch (error) {
      if (error instanceof PaymentServiceUnavailable) {
        throw new AppError(502, PAYMENT_SERVICE_FAILED, undefined, 'Payment');
      }
      throw error;
    }
    if (!url) {
      throw badRequest(NO_BILLING_PORTAL);
    }
    recordActivity('Opened the billing portal');
    return { url };
  },
});
