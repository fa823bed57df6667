import {
  type ContributionInvoiceState,
  contributionPaymentProblem,
  contributionStateAfterPayment,
  formatCents,
  SAH_CONTRIBUTION_MESSAGES as M,
  recordPaymentSchema,
  type StatusReply,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { insertContributionPayment, lockContributionInvoice } from './contribution-invoices.repo.ts';
import { BASE, invoiceOf, params, TAGS } from './contribution-shared.ts';

/** A payment received (the route and the demo), at most what is owed: the invoice becomes Part paid or Paid. */
export async function recordContributionPayment(
  db: Queryable,
  {
    companyId,
    invoiceId,
    userId,
    now,
    ...o
  }: {
    companyId: string;
    invoiceId: string;
    paidOn: string;
    amount: number;
    reference: string;
    userId: string | null;
    now: Date;
  },
) {
  await lockContributionInvoice(db, companyId, invoiceId);
  const row = await invoiceOf(db, companyId, invoiceId);
  const state = row.status as ContributionInvoiceState;
  const owed = Math.max(0, row.totalCents - row.paidCents);
  const problem = contributionPaymentProblem(state, owed, o.amount);
  if (problem) {
    throw state === 'Saved' || state === 'Paid' ? badRequest(problem) : fieldError('amount', problem);
  }
  await insertContributionPayment(db, {
    companyId,
    invoiceId: row.invoiceId,
    paidOn: o.paidOn,
    amountCents: o.amount,
    reference: o.reference,
    now,
    by: userId,
    state: contributionStateAfterPayment(owed - o.amount),
  });
  return row;
}

/** A payment received: amount, date, reference; the invoice becomes Part paid or Paid. */
export const recordContributionPaymentRoute = routeSpec({
  method: 'POST',
  url: `${BASE}/invoices/:invoiceId/payments`,
  summary: 'Records a payment on a sent contribution invoice (at most what is owed); Part paid, then Paid',
  tags: TAGS,
  params,
  body: recordPaymentSchema,
  activity: 'Recorded a payment on a Support at Home contribution invoice',
  async handler({ db, principal, params: p, body, now, recordActivity }): Promise<StatusReply> {
    const row = await recordContributionPayment(db, {
      companyId: principal.companyId,
      invoiceId: p.invoiceId,
      ...body,
      userId: principal.uid,
      now,
    });
    recordActivity(
      `Recorded a payment of ${formatCents(body.amount)} on contribution invoice ${row.invoiceNumber} of ${row.clientName} (${body.reference})`,
    );
    return { status: 'Success', message: M.paymentRecorded };
  },
});
