import { BadSignature, type PaymentProvider } from './payments.ts';

/**
 * The offline default: the payment is an invoice (its number on the result page) that stays pending
 * until the platform operator confirms the transfer (`Payments/confirm_payment` with the operator key).
 * No webhooks come to it, so every webhook is refused.
 */
export const offlinePayments: PaymentProvider = {
  name: 'offline',
  async startCheckout(input) {
    return { sessionId: null, url: `/app/payment-response/${input.paymentId}` };
  },
  async portalUrl() {
    return null;
  },
  async updateSubscription() {
    // An offline subscription is only the product's own row: nothing outside to update.
  },
  async subscriptionAtService() {
    return { users: null, status: 'unknown' as const };
  },
  readEvent() {
    throw new BadSignature('No payment service is configured to send webhooks');
  },
};
