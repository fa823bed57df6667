import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, appRedirect, rootRedirect } from '../../platform/route-kit.ts';

/**
 * The subscription areas of spec 1 §2.1 (/subscription/*, /payment/*, /payment-response/*), in the /app
 * shell; the spec's top-level addresses go to the same address there. /payment alone goes to the
 * Subscription page, where a package is chosen; /payment-response alone says there is no payment.
 */
export const subscriptionRoutes = [
  rootRedirect('subscription', '/app/subscription'),
  rootRedirect('payment', '/app/payment'),
  rootRedirect('payment-response', '/app/payment-response'),
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
  appRedirect('payment', '/app/subscription'),
  appPage(
    'payment/$packageId',
    'subscription.manage',
    lazyRouteComponent(() => import('./PaymentPage.tsx'), 'PaymentPage'),
  ),
  appPage(
    'payment-response',
    'payment.view',
    lazyRouteComponent(() => import('./PaymentResponsePage.tsx'), 'PaymentResponsePage'),
  ),
  appPage(
    'payment-response/$paymentId',
    'payment.view',
    lazyRouteComponent(() => import('./PaymentResponsePage.tsx'), 'PaymentResponsePage'),
  ),
] as const;
