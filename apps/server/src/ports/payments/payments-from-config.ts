import { offlinePayments } from './offline-payments.ts';
import type { PaymentProvider } from './payments.ts';
import { type StripeConfig, StripePayments } from './stripe-payments.ts';

/** Stripe when its secret key and webhook secret are set (PAYMENTS_STRIPE_*), else the offline default. */
export function paymentsFromConfig(stripe: StripeConfig | undefined): PaymentProvider {
  return stripe?.secretKey && stripe.webhookSecret ? new StripePayments(stripe) : offlinePayments;
}
