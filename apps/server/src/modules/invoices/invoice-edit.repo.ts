import type { BoundaryRule, InvoiceLineExplanation } from '@care/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql, personNameSql } from '../../db/person-name.ts';
import { invoiceLines, profiles, supportSchedules } from '../../db/schema/index.ts';
import { sentInvoiceNumbersSql } from './invoice-accounts.repo.ts';

const fullName = personNameSql(profiles);

/** One invoice line of the company with what editing it needs: its client's pricing place and rule. */
export async function lineForEdit(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: invoiceLines.id,
      profileId: invoiceLines.profileId,
      status: invoiceLines.status,
      date: invoiceLines.date,
      shiftCode: invoiceLines.shiftCode,
      itemNumber: invoiceLines.itemNumber,
      agreedDurationTicks: invoiceLines.agreedDurationTicks,
      billedDurationTicks: invoiceLines.billedDurationTicks,
      durationTicks: invoiceLines.durationTicks,
      shortDelivery: invoiceLines.shortDelivery,
      unit: invoiceLines.unit,
      unitPriceCents: invoiceLines.unitPriceCents,
      claimStatus: invoiceLines.claimStatus,
      onSentInvoice: sql<boolean>`coalesce(${invoiceLines.invoiceNumber} in ${sentInvoiceNumbersSql(companyId)}, false)`,
      explanation: invoiceLines.explanation,
      client: {
        fullName,
        state: profiles.state,
        remoteness: profiles.remoteness,
        boundaryRule: profiles.boundaryRule,
        auditApproved: profiles.auditApproved,
      },
    })
    .from(invoiceLines)
    .innerJoin(profiles, eq(profiles.id, invoiceLines.profileId))
    .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.id, id)))
    .limit(1);
  return row;
}

export type LineForEdit = NonNullable<Awaited<ReturnType<typeof lineForEdit>>>;

/** The client as pricing reads them (InvoiceClient). */
export const invoiceClientOf = (line: LineForEdit) => ({
  profileId: line.profileId,
  fullName: line.client.fullName,
  state: line.client.state,
  remoteness: line.client.remoteness,
  boundaryRule: (line.client.boundaryRule === 'higherRate' ? 'higherRate' : 'split') as BoundaryRule,
});

/** The fields an activity change rewrites (status, invoice number and claim state are kept). */
export interface RepricedFields {
  supportItemId: string | null;
  itemNumber: string | null;
  itemName: string | null;
  supportCategoryNumber: string | null;
  unit: string | null;
  description: string;
  unitPriceCents: number;
  amountCents: number;
  quantity: number;
  explanation: InvoiceLineExplanation;
}

export async function updateLineItem(
  db: Queryable,
  companyId: string,
  id: string,
  fields: RepricedFields,
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .update(invoiceLines)
    .set({ ...fields, dateModified: now, userModified: userId })
    .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.id, id)));
}

/** A short delivery confirmed at the agreed time: billed time, amount, quantity, explanation and reason. */
export async function confirmLineDelivery(
  db: Queryable,
  companyId: string,
  id: string,
  fields: {
    billedDurationTicks: number;
    amountCents: number;
    quantity: number;
    explanation: InvoiceLineExplanation;
    reason: string;
  },
  now: Date,
  userId: string,
): Promise<void> {
  await db
    .update(invoiceLines)
    .set({
      billedDurationTicks: fields.billedDurationTicks,
      amountCents: fields.amountCents,
      quantity: fields.quantity,
      explanation: fields.explanation,
      shortDelivery: 'Confirmed',
      shortDeliveryReason: fields.reason,
      dateModified: now,
      userModified: userId,
    })
    .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.id, id)));
}

/** A line's explanation (the detail screen); undefined when not the company's. */
export async function lineExplanation(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ explanation: invoiceLines.explanation, profileId: invoiceLines.profileId })
    .from(invoiceLines)
    .innerJoin(profiles, eq(profiles.id, invoiceLines.profileId))
    .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.id, id)))
    .limit(1);
  return row;
}

/** The item numbers on the client's support schedule, listed first among the activity options. */
export async function scheduledItemNumbers(db: Queryable, companyId: string, profileId: string) {
  const rows = await db
    .selectDistinct({ itemNumber: supportSchedules.itemNumber })
    .from(supportSchedules)
    .where(and(eq(supportSchedules.companyId, companyId), eq(supportSchedules.profileId, profileId)));
  return new Set(rows.map((r) => r.itemNumber));
}

/** The client's billing facts (GET /Invoice/client_billing). */
export async function clientBilling(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({
      profileId: profiles.id,
      boundaryRule: profiles.boundaryRule,
      remoteness: profiles.remoteness,
      state: profiles.state,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)))
    .limit(1);
  return row;
}

/** The client's name, for the activity log. */
export async function clientName(db: Queryable, companyId: string, profileId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: fullNameSql(profiles.firstName, null, profiles.surName) })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)))
    .limit(1);
  return row?.fullName ?? '';
}

// A client's boundary rule is a column of their profile, which the people module owns.
export { setBoundaryRule } from '../people/people.api.ts';
