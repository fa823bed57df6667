/** How often a subscription is billed (the spec's `billed`). */
export const BILLING_CYCLES = ['Monthly', 'Yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** One of the product's plans, owned by the platform operator (spec 1 §1, §7.3 `Packages/get_all_packages`). */
export interface SubscriptionPackage {
  packageId: string;
  name: string;
  description: string;
  /** Price of one user for one month, in cents. */
  monthlyPriceCents: number;
  /** Price of one user for one year, in cents; below 12 months' price when the plan gives a yearly discount. */
  yearlyPriceCents: number;
  /** The most users the plan takes; null: no cap. */
  maxUsers: number | null;
  features: string[];
  /** Days of trial a new company gets on this plan (0: none). */
  trialDays: number;
}

/** Users a subscription can be bought for, and billing periods at once: the calculator's bounds. */
export const SUBSCRIPTION_LIMITS = { minUsers: 1, maxUsers: 1000, minDuration: 1, maxDuration: 36 } as const;

/** The yearly discount of a plan in whole percent (0 when a year costs 12 months or more). */
export function yearlyDiscountPercent(
  pkg: Pick<SubscriptionPackage, 'monthlyPriceCents' | 'yearlyPriceCents'>,
): number {
  const twelve = pkg.monthlyPriceCents * 12;
  if (twelve <= 0 || pkg.yearlyPriceCents >= twelve) {
    return 0;
  }
  return Math.round(((twelve - pkg.yearlyPriceCents) * 100) / twelve);
}
