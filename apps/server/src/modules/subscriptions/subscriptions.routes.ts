import { publicRoute, type RouteTable, route } from '../../http/route-table.ts';
import { billingPortalRoute } from './billing-portal.ts';
import { updateClientPaymentRoute } from './change-subscription.ts';
import { confirmPaymentRoute } from './confirm-payment.ts';
import { getAllPackagesRoute } from './packages.ts';
import { paymentWebhookRoute } from './payment-webhook.ts';
import { getAllPaymentsRoute, getPaymentRoute, paymentPdfRoute } from './payments-list.ts';
import { subscribeRoute } from './subscribe.ts';

/** Subscription, packages and payments (issue 31): the office sees the plan; a CompanyAdmin pays and changes it. */
export const subscriptionRoutes: RouteTable = [
  route(getAllPackagesRoute, 'subscription.view'),
  route(subscribeRoute, 'subscription.manage'),
  route(updateClientPaymentRoute, 'subscription.manage'),
  route(billingPortalRoute, 'subscription.manage'),
  route(getAllPaymentsRoute, 'payment.view'),
  route(getPaymentRoute, 'payment.view'),
  route(paymentPdfRoute, 'payment.view'),
  publicRoute(paymentWebhookRoute),
  publicRoute(confirmPaymentRoute),
];
