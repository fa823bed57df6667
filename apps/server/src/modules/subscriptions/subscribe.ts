import {
  addMonths,
  effectiveSubscriptionStatus,
  type PaymentStartReply,
  priceInputError,
  type SubscriptionStatus,
  subscribeCharges,
  subscribeQuery,
  subscriptionPrice,
} from '@care/domain';
import { badRequest, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { startPayment } from './start-payment.ts';
import { findPackage, findSubscription } from './subscriptions.repo.ts';
import { countedUsers } from './user-limit.ts';

export const PACKAGE_NOT_FOUND = 'This package is not offered; choose one from the list.';

/**
 * GET /Companies/subscribe (spec 1 §7.3): starts the payment of a subscription (package, users,
 * duration, billed monthly or yearly) and answers where to pay. The subscription takes effect when
 * the payment is confirmed (Stripe's webhook, or the operator for the offline invoice).
 */
export const subscribeRoute = routeSpec({
  method: 'GET',
  url: '/Companies/subscribe',
  summary: 'Start paying for a subscription: answers the URL to go to',
  tags: ['Companies'],
  querystring: subscribeQuery,
  activity: 'Started a subscription payment',
  async handler({ db, deps, principal, query, now, recordActivity }): Promise<PaymentStartReply> {
    const pkg = await findPackage(db, query.packageId);
    if (!pkg) {
      throw fieldError('packageId', PACKAGE_NOT_FOUND);
    }
    const inputError = priceInputError({ pkg, users: query.noofuser, duration: query.duration });
    if (inputError) {
      throw fieldError(/duration/.test(inputError) ? 'duration' : 'noofuser', inputError);
    }
    const current = await findSubscription(db, principal.companyId, true);
    if (
      current &&
      effectiveSubscriptionStatus(
        { status: current.status as SubscriptionStatus, periodEnd: current.periodEnd },
        now,
      ) === 'active'
    ) {
      throw badRequest(
        'The subscription is already active: change its package or number of users instead (Change subscription).',
      );
    }
    const active = await countedUsers(db, principal.companyId);
    if (query.noofuser < active) {
      throw fieldError(
        'noofuser',
        `The company has ${active} active users: subscribe for at least ${active}, or deactivate some first.`,
      );
    }
    const price = subscriptionPrice({
      pkg,
      users: query.noofuser,
      duration: query.duration,
      billed: query.billed,
    });
    const zone = await companyZone(db, principal.companyId);
    // What the price calculator showed as the first charge (issue 40 item 8): the whole first period.
    const charges = subscribeCharges({
      pkg,
      users: query.noofuser,
      duration: query.duration,
      billed: query.billed,
      now,
      zone,
    });
    const period = query.billed === 'Yearly' ? `${query.duration} year(s)` : `${query.duration} month(s)`;
    const { paymentId, url } = await startPayment(db, deps, {
      companyId: principal.companyId,
      email: principal.email,
      customerId: current?.providerCustomerId ?? null,
      pkg,
      users: query.noofuser,
      billed: query.billed,
      duration: query.duration,
      amountCents: charges.firstCents,
      unitAmountCents: price.unitPriceCents * query.duration,
      kind: 'subscribe',
      description: `${pkg.name} for ${query.noofuser} users, ${period}, billed ${query.billed.toLowerCase()}`,
      periodStart: now,
      // The company's calendar: bought at 08:00 Sydney on 31 March, it runs to 30 April.
      periodEnd: addMonths(now, price.months, zone),
      userId: principal.uid,
      now,
    });
    recordActivity(`Started paying for ${pkg.name} (${query.noofuser} users)`);
    return { status: 'Success', message: 'Go on to the payment.', paymentId, url };
  },
});
