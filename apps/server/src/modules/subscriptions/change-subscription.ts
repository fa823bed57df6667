import {
  type BillingCycle,
  changeCharges,
  effectiveSubscriptionStatus,
  formatInZone,
  type PaymentStartReply,
  priceInputError,
  type SubscriptionStatus,
  updateClientPaymentQuery,
} from '@care/domain';
import { badRequest, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { syncProviderSubscription } from './settle-payment.ts';
import { startPayment } from './start-payment.ts';
import { PACKAGE_NOT_FOUND } from './subscribe.ts';
import { findPackage, findSubscription, updateSubscription } from './subscriptions.repo.ts';
import { countedUsers } from './user-limit.ts';

export const SUBSCRIBE_FIRST = 'The company has no subscription yet: subscribe first.';

/**
 * GET /Companies/update_client_payment (spec 1 §7.3): changes the package or the number of users. A
 * change that costs more is paid first (the difference for the rest of the period) and takes effect
 * when paid; a cheaper one, or any change during the trial, takes effect at once.
 */
export const updateClientPaymentRoute = routeSpec({
  method: 'GET',
  url: '/Companies/update_client_payment',
  summary: 'Change the subscription’s package or number of users',
  tags: ['Companies'],
  querystring: updateClientPaymentQuery,
  activity: 'Changed the subscription',
  async handler({ db, deps, principal, query, now, recordActivity }): Promise<PaymentStartReply> {
    const sub = await findSubscription(db, principal.companyId, true);
    if (!sub) {
      throw badRequest(SUBSCRIBE_FIRST);
    }
    const status = effectiveSubscriptionStatus(
      { status: sub.status as SubscriptionStatus, periodEnd: sub.periodEnd },
      now,
    );
    if (status === 'cancelled' || status === 'past_due') {
      throw badRequest(`The subscription is ${status.replace('_', ' ')}: subscribe again to change it.`);
    }
    const pkg = await findPackage(db, query.packageId);
    if (!pkg) {
      throw fieldError('packageId', PACKAGE_NOT_FOUND);
    }
    const inputError = priceInputError({ pkg, users: query.noofuser, duration: sub.duration });
    if (inputError) {
      throw fieldError('noofuser', inputError);
    }
    const active = await countedUsers(db, principal.companyId);
    if (query.noofuser < active) {
      throw fieldError(
        'noofuser',
        `The company has ${active} active users: keep at least ${active}, or deactivate some first.`,
      );
    }
    const zone = await companyZone(db, principal.companyId);
    // The rule the price calculator shows before the payment (issue 40 item 8): the difference for
    // the company's calendar days left of the period.
    const charge = changeCharges({
      sub: { ...sub, trial: status === 'trial' },
      from: (await findPackage(db, sub.packageId)) ?? null,
      to: pkg,
      toUsers: query.noofuser,
      now,
      zone,
    }).firstCents;
    const what = `${pkg.name} for ${query.noofuser} users`;
    if (charge === 0) {
      await updateSubscription(db, principal.companyId, {
        packageId: pkg.id,
        users: query.noofuser,
        dateModified: now,
        userModified: principal.uid,
      });
      await syncProviderSubscription(db, deps.payments, principal.companyId);
      recordActivity(`Changed the subscription to ${what}`);
      return { status: 'Success', message: `The subscription is now ${what}.`, paymentId: null, url: null };
    }
    const { paymentId, url } = await startPayment(db, deps, {
      companyId: principal.companyId,
      email: principal.email,
      customerId: sub.providerCustomerId,
      pkg,
      users: query.noofuser,
      billed: sub.billed as BillingCycle,
      duration: sub.duration,
      amountCents: charge,
      // A one-off: the whole difference as one line.
      unitAmountCents: charge,
      kind: 'change',
      description: `Change to ${what} until ${formatInZone(sub.periodEnd, 'date', zone)}`,
      periodStart: now,
      periodEnd: sub.periodEnd,
      userId: principal.uid,
      now,
    });
    recordActivity(`Started paying for a change to ${what}`);
    return { status: 'Success', message: 'Go on to the payment of the difference.', paymentId, url };
  },
});
