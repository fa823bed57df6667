import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import {
  profiles,
  representatives,
  sahClaimLines,
  sahContributionInvoiceLines,
  sahContributionInvoices,
  sahContributionPayments,
} from '../../db/schema/index.ts';

// This module's tables (the contribution invoices, their lines and payments), and the reads across
// areas it makes in one query (a FOREIGN_READS entry): the paid claim lines not yet invoiced with
// their client, and the client's representative.

const i = sahContributionInvoices;
const il = sahContributionInvoiceLines;
const p = sahContributionPayments;
const cl = sahClaimLines;

/** The company's Paid claim lines with a contribution above $0 that no contribution invoice holds, with the client. */
export function uninvoicedPaidLines(db: Queryable, companyId: string) {
  return db
    .select({
      claimLineId: cl.id,
      clientId: cl.profileId,
      clientName: personNameSql(profiles),
      clientEmail: profiles.email,
      state: cl.status,
      serviceDate: cl.serviceDate,
      serviceName: cl.serviceName,
      quantityHundredths: cl.quantityHundredths,
      unitPriceCents: cl.unitPriceCents,
      grossCents: cl.grossCents,
      governmentCents: cl.governmentCents,
      contributionCents: cl.contributionCents,
      reference: cl.reference,
    })
    .from(cl)
    .innerJoin(profiles, and(eq(profiles.id, cl.profileId), eq(profiles.companyId, cl.companyId)))
    .leftJoin(il, and(eq(il.companyId, cl.companyId), eq(il.claimLineId, cl.id)))
    .where(
      and(
        eq(cl.companyId, companyId),
        eq(cl.status, 'Paid'),
        sql`${cl.contributionCents} > 0`,
        isNull(il.id),
      ),
    )
    .orderBy(asc(personNameSql(profiles)), asc(cl.profileId), asc(cl.serviceDate), asc(cl.reference));
}

/** Each client's first recorded representative (the oldest row), for the bill-to. */
export async function firstRepresentatives(db: Queryable, companyId: string, profileIds: readonly string[]) {
  const out = new Map<string, { fullName: string; email: string | null; address: string | null }>();
  if (profileIds.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      profileId: representatives.profileId,
      fullName: representatives.fullName,
      email: representatives.email,
      address: representatives.address,
    })
    .from(representatives)
    .where(and(eq(representatives.companyId, companyId), inArray(representatives.profileId, [...profileIds])))
    .orderBy(asc(representatives.dateCreated), asc(representatives.id));
  for (const r of rows) {
    if (!out.has(r.profileId)) {
      out.set(r.profileId, { fullName: r.fullName, email: r.email, address: r.address });
    }
  }
  return out;
}

/** Saves an invoice and its lines; the lines' unique claim line refuses a line invoiced already. */
export async function insertContributionInvoice(
  db: Queryable,
  invoice: typeof i.$inferInsert,
  lines: Omit<typeof il.$inferInsert, 'invoiceId' | 'companyId'>[],
): Promise<string> {
  const [row] = await db.insert(i).values(invoice).returning({ id: i.id });
  if (!row) {
    throw new Error('contribution invoice insert returned nothing');
  }
  for (let k = 0; k < lines.length; k += 1000) {
    await db
      .insert(il)
      .values(
        lines.slice(k, k + 1000).map((l) => ({ ...l, invoiceId: row.id, companyId: invoice.companyId })),
      );
  }
  return row.id;
}

const paidSql = sql<number>`coalesce((select sum(${p.amountCents}) from ${p} where ${p.invoiceId} = ${i.id}), 0)::int`;

const summaryColumns = {
  invoiceId: i.id,
  invoiceNumber: i.invoiceNumber,
  clientId: i.profileId,
  clientName: personNameSql(profiles),
  billToKind: i.billToKind,
  billToName: i.billToName,
  billToEmail: i.billToEmail,
  billToAddress: i.billToAddress,
  issueDate: i.issueDate,
  dueDate: i.dueDate,
  status: i.status,
  totalCents: i.totalCents,
  paidCents: paidSql,
  sentTo: i.sentTo,
  sentAt: i.sentAt,
  mailId: i.mailId,
  companyId: i.companyId,
};

export type ContributionInvoiceRow = Awaited<ReturnType<typeof listContributionInvoices>>[number];

/** The company's contribution invoices, newest first; of one client, or only those sent and not paid. */
export function listContributionInvoices(
  db: Queryable,
  companyId: string,
  o: { clientId?: string; unpaidSent?: boolean; auditApprovedOnly?: boolean } = {},
) {
  return db
    .select(summaryColumns)
    .from(i)
    .innerJoin(profiles, eq(profiles.id, i.profileId))
    .where(
      and(
        eq(i.companyId, companyId),
        o.clientId ? eq(i.profileId, o.clientId) : undefined,
        o.unpaidSent ? and(ne(i.status, 'Saved'), ne(i.status, 'Paid')) : undefined,
        // An auditor reads the audit-approved clients' only (docs/decisions/people.md).
        o.auditApprovedOnly ? eq(profiles.auditApproved, true) : undefined,
      ),
    )
    .orderBy(desc(i.issueDate), desc(i.invoiceNumber));
}

/** One contribution invoice of the company (of the client when given), or undefined. */
export async function findContributionInvoice(
  db: Queryable,
  companyId: string,
  invoiceId: string,
  clientId?: string,
  auditApprovedOnly = false,
): Promise<ContributionInvoiceRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(i)
    .innerJoin(profiles, eq(profiles.id, i.profileId))
    .where(
      and(
        eq(i.companyId, companyId),
        eq(i.id, invoiceId),
        clientId ? eq(i.profileId, clientId) : undefined,
        auditApprovedOnly ? eq(profiles.auditApproved, true) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Holds the invoice's row until the transaction ends: a second send or payment waits, then sees the first. */
export async function lockContributionInvoice(db: Queryable, companyId: string, invoiceId: string) {
  await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.companyId, companyId), eq(i.id, invoiceId)))
    .for('update');
}

export function contributionLinesOf(db: Queryable, companyId: string, invoiceId: string) {
  return db
    .select({
      claimLineId: il.claimLineId,
      claimReference: il.claimReference,
      serviceDate: il.serviceDate,
      serviceName: il.serviceName,
      quantityHundredths: il.quantityHundredths,
      unitPriceCents: il.unitPriceCents,
      grossCents: il.grossCents,
      governmentCents: il.governmentCents,
      contributionCents: il.contributionCents,
    })
    .from(il)
    .where(and(eq(il.companyId, companyId), eq(il.invoiceId, invoiceId)))
    .orderBy(asc(il.serviceDate), asc(il.claimReference));
}

export function contributionPaymentsOf(db: Queryable, companyId: string, invoiceId: string) {
  return db
    .select({
      id: p.id,
      paidOn: p.paidOn,
      amountCents: p.amountCents,
      reference: p.reference,
      recordedAt: p.dateCreated,
    })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.invoiceId, invoiceId)))
    .orderBy(asc(p.paidOn), asc(p.dateCreated));
}

/** Marks the invoice Sent to an address by a mail of the outbox. */
export async function markContributionSent(
  db: Queryable,
  companyId: string,
  invoiceId: string,
  v: { sentTo: string; sentAt: Date; mailId: string; by: string | null },
) {
  await db
    .update(i)
    .set({
      status: 'Sent',
      sentTo: v.sentTo,
      sentAt: v.sentAt,
      mailId: v.mailId,
      dateModified: v.sentAt,
      userModified: v.by,
    })
    .where(and(eq(i.companyId, companyId), eq(i.id, invoiceId), eq(i.status, 'Saved')));
}

/** Records a payment and the invoice's state after it. */
export async function insertContributionPayment(
  db: Queryable,
  v: {
    companyId: string;
    invoiceId: string;
    paidOn: string;
    amountCents: number;
    reference: string;
    now: Date;
    by: string | null;
    state: string;
  },
) {
  await db.insert(p).values({
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
