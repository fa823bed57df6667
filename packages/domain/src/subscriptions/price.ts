import { type BillingCycle, SUBSCRIPTION_LIMITS, type SubscriptionPackage } from './packages.ts';

export interface PriceInput {
  pkg: Pick<SubscriptionPackage, 'monthlyPriceCents' | 'yearlyPriceCents' | 'maxUsers'>;
  users: number;
  /** Billing periods paid at once: months when billed monthly, years when billed yearly. */
  duration: number;
  billed: BillingCycle;
}

export interface SubscriptionPrice {
  /** One user for one period. */
  unitPriceCents: number;
  /** What the same users and time would cost billed monthly (equal to the total when billed monthly). */
  listPriceCents: number;
  /** listPriceCents − totalCents: the yearly discount, never negative. */
  discountCents: number;
  totalCents: number;
  /** Months the payment covers. */
  months: number;
}

/** Why the input cannot be priced, or null: whole users within the plan's cap and a whole duration. */
export function priceInputError(input: Omit<PriceInput, 'billed'>): string | null {
  const { users, duration, pkg } = input;
  const { minUsers, maxUsers, minDuration, maxDuration } = SUBSCRIPTION_LIMITS;
  if (!Number.isInteger(users) || users < minUsers || users > maxUsers) {
    return `The number of users must be a whole number from ${minUsers} to ${maxUsers}.`;
  }
  if (pkg.maxUsers !== null && users > pkg.maxUsers) {
    return `This package takes at most ${pkg.maxUsers} users; choose a larger package.`;
  }
  if (!Number.isInteger(duration) || duration < minDuration || duration > maxDuration) {
    return `The duration must be a whole number from ${minDuration} to ${maxDuration}.`;
  }
  return null;
}

/** The price of a subscription: users × the period's per-user price × periods, in integer cents. */
export function subscriptionPrice(input: PriceInput): SubscriptionPrice {
  const error = priceInputError(input);
  if (error) {
    throw new RangeError(error);
  }
  const { pkg, users, duration, billed } = input;
  const yearly = billed === 'Yearly';
  const unitPriceCents = yearly ? pkg.yearlyPriceCents : pkg.monthlyPriceCents;
  const months = yearly ? duration * 12 : duration;
  const totalCents = users * unitPriceCents * duration;
  const listPriceCents = users * pkg.monthlyPriceCents * months;
  return {
    unitPriceCents,
    listPriceCents,
    discountCents: Math.max(0, listPriceCents - totalCents),
    totalCents,
    months,
  };
}

export interface ChangeInput {
  /** One user's price for the subscription's whole billing interval, before and after. */
  fromUnitCents: number;
  fromUsers: number;
  toUnitCents: number;
  toUsers: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

/**
 * What a change of package or users costs now: the difference of the interval's price, for the share
 * of the paid period still to run, rounded to the cent. A cheaper change costs nothing and refunds nothing.
 */
export function changeChargeCents(input: ChangeInput): number {
  const diff = input.toUsers * input.toUnitCents - input.fromUsers * input.fromUnitCents;
  const length = input.periodEnd.getTime() - input.periodStart.getTime();
  if (diff <= 0 || length <= 0) {
    return 0;
  }
  const left = Math.min(1, Math.max(0, (input.periodEnd.getTime() - input.now.getTime()) / length));
  return Math.round(diff * left);
}
