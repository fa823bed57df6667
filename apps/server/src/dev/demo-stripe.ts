import { startFakeStripe } from '../ports/payments/fake-stripe-server.ts';
import type { StripeConfig } from '../ports/payments/stripe-payments.ts';

/**
 * PAYMENTS_FAKE_STRIPE=1: the server also starts the local fake of Stripe and pays through it (the
 * end-to-end journeys; a demo of the card flow without a Stripe account). The fake's checkout page
 * sends its signed webhooks to this server's webhook route, on the machine's clock.
 */
export async function startDemoStripe(serverUrl: string) {
  const fake = await startFakeStripe({
    realClock: true,
    webhookUrl: `${serverUrl}/api/Payments/webhook`,
  });
  const stripe: StripeConfig = {
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
  };
  return { fake, stripe };
}
