import type { BillingCycle } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { AppError } from '../../http/errors.ts';
import { PaymentServiceUnavailable } from '../../ports/payments/payments.ts';
import type { PackageRow } from './subscriptions.repo.ts';
import { insertPayment, paymentCount, updatePayment } from './subscriptions.repo.ts';

export const PAYMENT_SERVICE_FAILED =
  'The payment service did not answer; nothing was charged. Try again in a moment.';

export interface NewPayment {
  companyId: string;
  email: string;
  customerId: string | null;
  pkg: PackageRow;
  users: number;
  billed: BillingCycle;
  duration: number;
  amountCents: number;
  unitAmountCents: number;
  kind: 'subscribe' | 'change';
  description: string;
  periodStart: Date;
  periodEnd: Date;
  userId: string;
  now: Date;
}

/**
 * Records a pending payment with its invoice number, then asks the payment port where to pay. In the
 * request's transaction: when the service fails, nothing stays behind.
 */
export async function startPayment(
  db: Queryable,
  deps: AppDeps,
  input: NewPayment,
): Promise<{ paymentId: string; url: string }> {
  const sequence = (await paymentCount(db, input.companyId)) + 1;
  const invoiceNumber = `SUB-${input.companyId.slice(0, 8).toUpperCase()}-${String(sequence).padStart(4, '0')}`;
  const paymentId = await insertPayment(db, {
    companyId: input.companyId,
    packageId: input.pkg.id,
    users: input.users,
    billed: input.billed,
    duration: input.duration,
    amountCents: input.amountCents,
    status: 'pending',
    kind: input.kind,
    description: input.description,
    invoiceNumber,
    provider: deps.payments.name,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    createdAt: input.now,
    userCreated: input.userId,
  });
  const base = deps.config.publicUrl;
  let started: { sessionId: string | null; url: string };
  try {
    started = await deps.payments.startCheckout({
      paymentId,
      invoiceNumber,
      companyId: input.companyId,
      customerEmail: input.email,
      customerId: input.customerId,
      productName: `${input.pkg.name} (${input.users} users)`,
      description: input.description,
      users: input.users,
      unitAmountCents: input.unitAmountCents,
      amountCents: input.amountCents,
      billed: input.billed,
      duration: input.duration,
      mode: input.kind === 'subscribe' ? 'subscription' : 'payment',
      successUrl: `${base}/app/payment-response/${paymentId}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/app/payment-response/${paymentId}?cancelled=true`,
    });
  } catch (error) {
    if (error instanceof PaymentServiceUnavailable) {
      throw new AppError(502, PAYMENT_SERVICE_FAILED, undefined, 'Payment');
    }
    throw error;
  }
  await updatePayment(db, paymentId, { providerSessionId: started.sessionId, payUrl: started.url });
  return { paymentId, url: started.url };
}
