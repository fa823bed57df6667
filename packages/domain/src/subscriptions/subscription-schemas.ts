import { z } from 'zod';
import { BILLING_CYCLES, SUBSCRIPTION_LIMITS } from './packages.ts';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from './subscription-status.ts';

const uuid = (what: string) => z.uuid(`${what} must be a UUID`);
const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

export const subscriptionPackage = z.object({
  packageId: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPriceCents: z.number().int(),
  yearlyPriceCents: z.number().int(),
  yearlyDiscountPercent: z.number().int(),
  maxUsers: z.number().int().nullable(),
  features: z.array(z.string()),
  trialDays: z.number().int(),
});

export const companySubscription = z.object({
  subscriptionId: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  users: z.number().int(),
  /** Active sign-ins counted against `users`. */
  activeUsers: z.number().int(),
  billed: z.enum(BILLING_CYCLES),
  /** Months (billed monthly) or years (yearly) each billing interval covers. */
  duration: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
  provider: z.string(),
});
export type CompanySubscription = z.infer<typeof companySubscription>;

/** GET /Packages/get_all_packages reply: the plans and the caller's company subscription. */
export const packagesReply = z.object({
  packages: z.array(subscriptionPackage),
  subscription: companySubscription.nullable(),
});
export type PackagesReply = z.infer<typeof packagesReply>;

const { minUsers, maxUsers, minDuration, maxDuration } = SUBSCRIPTION_LIMITS;
export const noOfUsers = wholeNumber('Number of users', minUsers, maxUsers);

/** GET /Companies/subscribe query (spec 1 §7.3). */
export const subscribeQuery = z.object({
  companyId: uuid('Company id'),
  packageId: uuid('Package id'),
  noofuser: noOfUsers,
  duration: wholeNumber('Duration', minDuration, maxDuration),
  billed: z.enum(BILLING_CYCLES, { error: 'Billed must be Monthly or Yearly' }),
});
export type SubscribeQuery = z.infer<typeof subscribeQuery>;

/** GET /Companies/update_client_payment query (spec 1 §7.3): change the package or the number of users. */
export const updateClientPaymentQuery = z.object({
  companyId: uuid('Company id'),
  packageId: uuid('Package id'),
  noofuser: noOfUsers,
});

/** Where the browser goes to pay (null when nothing is to be paid) and the payment started. */
export const paymentStartReply = z.object({
  status: z.string(),
  message: z.string(),
  paymentId: z.string().nullable(),
  url: z.string().nullable(),
});
export type PaymentStartReply = z.infer<typeof paymentStartReply>;

export const payment = z.object({
  paymentId: z.string(),
  invoiceNumber: z.string(),
  packageName: z.string(),
  users: z.number().int(),
  billed: z.enum(BILLING_CYCLES),
  duration: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  description: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Where to pay a pending payment (the checkout page, or the invoice of the offline default). */
  payUrl: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-27')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GET /Payments/get_all query (spec 1 §7.3). */
export const paymentsQuery = z.object({
  companyId: uuid('Company id'),
  fromDate: isoDate,
  toDate: isoDate,
  status: z
    .enum([...PAYMENT_STATUSES, 'all'], { error: `Status must be one of ${PAYMENT_STATUSES.join(', ')}` })
    .optional(),
});

export const paymentsReply = z.object({ payments: z.array(payment) });
export const paymentReply = z.object({ payment });

/** POST /Payments/billing_portal body: the company whose card subscription is managed at the payment service. */
export const billingPortalBody = z.object({ companyId: uuid('Company id') });

/** Where the browser goes to manage the card, invoices and cancelling (the payment service's portal). */
export const billingPortalReply = z.object({ url: z.string() });
export type BillingPortalReply = z.infer<typeof billingPortalReply>;
