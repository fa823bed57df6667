import {
  type BillingCycle,
  type CompanySubscription,
  effectiveSubscriptionStatus,
  type Payment,
  type PaymentStatus,
  type SubscriptionStatus,
  yearlyDiscountPercent,
} from '@care/domain';
import type { PackageRow, PaymentRow, SubscriptionRow } from './subscriptions.repo.ts';

export function packageView(row: PackageRow) {
  return {
    packageId: row.id,
    name: row.name,
    description: row.description,
    monthlyPriceCents: row.monthlyPriceCents,
    yearlyPriceCents: row.yearlyPriceCents,
    yearlyDiscountPercent: yearlyDiscountPercent(row),
    maxUsers: row.maxUsers,
    features: row.features,
    trialDays: row.trialDays,
  };
}

/** The subscription as the page shows it: a lapsed trial or period reads as past due. */
export function subscriptionView(
  row: SubscriptionRow,
  packageName: string,
  activeUsers: number,
  now: Date,
): CompanySubscription {
  return {
    subscriptionId: row.id,
    packageId: row.packageId,
    packageName,
    users: row.users,
    activeUsers,
    billed: row.billed as BillingCycle,
    duration: row.duration,
    status: effectiveSubscriptionStatus(
      { status: row.status as SubscriptionStatus, periodEnd: row.periodEnd },
      now,
    ),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    provider: row.provider,
  };
}

export function paymentView(row: PaymentRow, packageName: string): Payment {
  return {
    paymentId: row.id,
    invoiceNumber: row.invoiceNumber,
    packageName,
    users: row.users,
    billed: row.billed as BillingCycle,
    duration: row.duration,
    amountCents: row.amountCents,
    status: row.status as PaymentStatus,
    provider: row.provider,
    description: row.description,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    payUrl: row.status === 'pending' ? row.payUrl : null,
  };
}
