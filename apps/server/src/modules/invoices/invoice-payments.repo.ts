import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invoicePayments, invoices } from '../../db/schema/index.ts';

// An invoice's payments: recorded against it, and listed.

const i = invoices;

/** Records a payment and sets the invoice's state after it. */
export async function insertPayment(
  db: Queryable,
  v: {
    companyId: string;
    invoiceId: string;
    paidOn: string;
    amountCents: number;
    reference: string;
    now: Date;
    by: string;
    state: string;
  },
): Promise<void> {
  await db.insert(invoicePayments).values({
    companyId: v.companyId,
    invoiceId: v.invoiceId,
    paidOn: v.paidOn,
    amountCents: v.amountCents,
    reference: v.reference,
    dateCreated: v.now,
    userCreated: v.by,
  });
  await db
    .update(i)
    .set({ status: v.state, dateModified: v.now, userModified: v.by })
    .where(and(eq(i.companyId, v.companyId), eq(i.id, v.invoiceId)));
}

/** An invoice's payments, oldest first. */
export function paymentsOf(db: Queryable, companyId: string, invoiceId: string) {
  return db
    .select({
      id: invoicePayments.id,
      paidOn: invoicePayments.paidOn,
      amountCents: invoicePayments.amountCents,
      reference: invoicePayments.reference,
      recordedAt: invoicePayments.dateCreated,
      recordedBy: invoicePayments.userCreated,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.companyId, companyId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.dateCreated));
}
