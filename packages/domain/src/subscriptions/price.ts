import { addCalendarDays, addMonths, calendarDateInZone } from '../dates.ts';
import { daysBetween } from '../plans/plan-rules.ts';
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

/** One user's price for a subscription's whole billing interval: `duration` months or years. */
export function intervalPriceCents(
  pkg: { monthlyPriceCents: number; yearlyPriceCents: number },
  billed: string,
  duration: number,
): number {
  return (billed === 'Yearly' ? pkg.yearlyPriceCents : pkg.monthlyPriceCents) * duration;
}

/** A billing period as the company's calendar counts it. */
export interface BillingDays {
  /** Calendar days of the period, from its start date up to (not including) its end date. */
  days: number;
  /** Of those, the days from today on: today counts, the end date (the renewal) does not. */
  daysLeft: number;
}

/**
 * The days of a billing period and those left of it, in the company's zone (issue 40 item 8): at
 * 08:00 Sydney on 31 December one day of December is left, whatever UTC's date is.
 */
export function billingDays(o: { periodStart: Date; periodEnd: Date; now: Date; zone: string }): BillingDays {
  const start = calendarDateInZone(o.periodStart, o.zone);
  const end = calendarDateInZone(o.periodEnd, o.zone);
  const today = calendarDateInZone(o.now, o.zone);
  const days = Math.max(0, daysBetween(start, end));
  return { days, daysLeft: Math.min(days, Math.max(0, daysBetween(today, end))) };
}

/** An amount for `daysLeft` of `days`, in whole cents (half a cent up): 3000 for 1 of 31 days is 97. */
export function prorateCents(cents: number, { days, daysLeft }: BillingDays): number {
  if (days <= 0 || daysLeft <= 0 || cents <= 0) {
    return 0;
  }
  return Math.floor((2 * cents * daysLeft + days) / (2 * days));
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
  /** The company's zone: the days are its calendar days. */
  zone: string;
}

/**
 * What a change of package or users costs now: the difference of the interval's price, for the days
 * of the paid period still to run (`billingDays`, `prorateCents`), in whole cents. A cheaper change
 * costs nothing and refunds nothing.
 */
export function changeChargeCents(input: ChangeInput): number {
  const diff = input.toUsers * input.toUnitCents - input.fromUsers * input.fromUnitCents;
  return prorateCents(diff, billingDays(input));
}

/** What the calculator says before the payment service: today's charge, then the regular one. */
export interface ChargePlan {
  /** Charged today (0 when nothing is to pay now). */
  firstCents: number;
  /** The dates the first charge pays for: today to the day before `renewsOn`. */
  firstFrom: string;
  firstTo: string;
  /** The share of the current period the first charge is for; null when it is a whole period. */
  prorated: BillingDays | null;
  /** Charged at each renewal from `renewsOn`, every `duration` months or years. */
  regularCents: number;
  renewsOn: string;
}

/**
 * Subscribing (issue 40 item 8): the first period starts today, so the first charge is the whole
 * period's price (nothing is prorated: the period is not tied to the calendar), and the same amount
 * is charged at each renewal. What `GET /Companies/subscribe` asks the payment service to charge.
 */
export function subscribeCharges(input: PriceInput & { now: Date; zone: string }): ChargePlan {
  const price = subscriptionPrice(input);
  const end = addMonths(input.now, price.months, input.zone);
  const renewsOn = calendarDateInZone(end, input.zone);
  return {
    firstCents: price.totalCents,
    firstFrom: calendarDateInZone(input.now, input.zone),
    firstTo: addCalendarDays(renewsOn, -1),
    prorated: null,
    regularCents: price.totalCents,
    renewsOn,
  };
}

/**
 * Changing a paid subscription's package or users (issue 40 item 8): today, the difference for the
 * days left of the current period (nothing for a cheaper change, or during a trial); from the
 * renewal, the new users at the new package's price. What `GET /Companies/update_client_payment`
 * charges, and what the payment service renews at.
 */
export function changeCharges(input: {
  sub: {
    users: number;
    billed: string;
    duration: number;
    periodStart: Date;
    periodEnd: Date;
    trial: boolean;
  };
  from: { monthlyPriceCents: number; yearlyPriceCents: number } | null;
  to: { monthlyPriceCents: number; yearlyPriceCents: number };
  toUsers: number;
  now: Date;
  zone: string;
}): ChargePlan {
  const { sub, now, zone } = input;
  const toUnitCents = intervalPriceCents(input.to, sub.billed, sub.duration);
  const days = billingDays({ periodStart: sub.periodStart, periodEnd: sub.periodEnd, now, zone });
  const firstCents = sub.trial
    ? 0
    : changeChargeCents({
        fromUnitCents: input.from ? intervalPriceCents(input.from, sub.billed, sub.duration) : 0,
        fromUsers: sub.users,
        toUnitCents,
        toUsers: input.toUsers,
        periodStart: sub.periodStart,
        periodEnd: sub.periodEnd,
        now,
        zone,
      });
  const renewsOn = calendarDateInZone(sub.periodEnd, zone);
  return {
    firstCents,
    firstFrom: calendarDateInZone(now, zone),
    firstTo: addCalendarDays(renewsOn, -1),
    prorated: days,
    regularCents: input.toUsers * toUnitCents,
    renewsOn,
  };
}
