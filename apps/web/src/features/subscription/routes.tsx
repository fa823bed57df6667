import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The subscription areas of spec 1 §2.1 (/subscription/*, /payment/*, /payment-response/*), in the /app shell. */
export const subscriptionRoutes = [
  appPage(
    'subscription',
    'subscription.view',
    lazyRouteComponent(() => import('./SubscriptionPage.tsx'), 'SubscriptionPage'),
  ),
  appPage(
    'subscription/payments',
    'payment.view',
    lazyRouteComponent(() => import('./PaymentsPage.tsx'), 'PaymentsPage'),
  ),
  appPage(
    'payment/$packageId',
    'subscription.manage',
    lazyRouteComponent(() => import('./PaymentPage.tsx'), 'PaymentPage'),
  ),
  appPage(
    'payment-response/$paymentId',
    'payment.view',
    lazyRouteComponent(() => import('./PaymentResponsePage.tsx'), 'PaymentResponsePage'),
  ),
] as const;
