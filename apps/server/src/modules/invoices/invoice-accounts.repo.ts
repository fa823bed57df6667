import { dueDateOf, todayIn } from '@care/domain';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { companies, invoiceLines, invoicePayments, invoices, profiles } from '../../db/schema/index.ts';
// Who pays and the payments have files of their own; importers keep reading them from here.
import { payerPlansOf } from './invoice-payers.repo.ts';
import { invoiceSettingsOf } from './invoice-settings.repo.ts';

export { billedParticipant, payerPlansOf } from './invoice-payers.repo.ts';
export { insertPayment, paymentsOf } from './invoice-payments.repo.ts';

const l = invoiceLines;
const i = invoices;
const fullName = personNameSql(profiles);

/** A line is on its invoice when it has an item and an amount; the others are held back. */
export const onInvoiceSql = sql`(${l.itemNumber} is not null and ${l.amountCents} > 0)`;

/** The company's invoicing details: supplier, zone, GST code, payment terms and bank account. */
export async function invoicingCompanyOf(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      companyName: companies.name,
      abn: companies.abn,
      ndisRegistrationNumber: companies.ndisRegistrationNumber,
      address: companies.address,
      email: companies.email,
      phoneNumber: companies.phoneNumber,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) {
    return undefined;
  }
  const settings = await invoiceSettingsOf(db, companyId);
  return {
    ...row,
    claimGstCode: settings.claimGstCode,
    paymentTermsDays: settings.paymentTermsDays,
    bankAccountName: settings.bankAccountName,
    bankBsb: settings.bankBsb,
    bankAccountNumber: settings.bankAccountNumber,
  };
}
export type InvoicingCompany = NonNullable<Awaited<ReturnType<typeof invoicingCompanyOf>>>;

/**
 * Gives each saved invoice number of the period that has none its account: who pays (the plan
 * covering the period), issued today in the company's zone, due after the payment terms.
 */
export async function createInvoiceAccounts(
  db: Queryable,
  o: {
    companyId: string;
    period: { fromDate: string; toDate: string };
    numbers: readonly string[];
    now: Date;
    user: string;
  },
): Promise<void> {
  if (o.numbers.length === 0) {
    return;
  }
  const company = await invoicingCompanyOf(db, o.companyId);
  if (!company) {
    return;
  }
  const rows = await db
    .selectDistinct({ profileId: l.profileId, invoiceNumber: l.invoiceNumber })
    .from(l)
    .where(
      and(eq(l.companyId, o.companyId), eq(l.status, 'Saved'), inArray(l.invoiceNumber, [...o.numbers])),
    );
  const plans = await payerPlansOf(
    db,
    o.companyId,
    rows.map((r) => r.profileId),
    o.period,
  );
  const issueDate = todayIn(o.now, company.timeZone);
  const values = rows
    .filter((r): r is { profileId: string; invoiceNumber: string } => r.invoiceNumber !== null)
    .map((r) => ({
      companyId: o.companyId,
      profileId: r.profileId,
      invoiceNumber: r.invoiceNumber,
      periodFrom: o.period.fromDate,
      periodTo: o.period.toDate,
      management: plans.get(r.profileId)?.management ?? 'NDIA Managed',
      issueDate,
      dueDate: dueDateOf(issueDate, company.paymentTermsDays),
      status: 'Saved',
      dateCreated: o.now,
      userCreated: o.user,
    }));
  if (values.length > 0) {
    await db.insert(i).values(values).onConflictDoNothing();
  }
}

/** Invoice numbers that are sent or paid: their lines never join another save, delete or claim. */
export const sentInvoiceNumbersSql = (companyId: string): SQL =>
  sql`(select ${i.invoiceNumber} from ${i} where ${i.companyId} = ${companyId} and ${i.status} <> 'Saved')`;

/** Invoice numbers sent to a plan manager or participant: their lines are not claimed from the NDIA. */
export const sentPayerNumbersSql = (companyId: string): SQL =>
  sql`(select ${i.invoiceNumber} from ${i} where ${i.companyId} = ${companyId} and ${i.management} in ('Plan Managed', 'Self Managed'))`;

/** Removes the accounts of Saved invoices left with no lines (after a delete). */
export async function dropEmptyAccounts(db: Queryable, companyId: string): Promise<void> {
  await db.execute(sql`
    delete from ${i} where ${i.companyId} = ${companyId} and ${i.status} = 'Saved'
      and not exists (select 1 from ${l} where ${l.companyId} = ${companyId} and ${l.invoiceNumber} = ${i.invoiceNumber})`);
}

/** The account columns every read of an invoice takes, with its sums from its lines and payments. */
const accountColumns = {
  invoiceId: i.id,
  companyId: i.companyId,
  invoiceNumber: i.invoiceNumber,
  profileId: i.profileId,
  clientName: fullName,
  ndisNo: profiles.ndisNo,
  periodFrom: i.periodFrom,
  periodTo: i.periodTo,
  management: i.management,
  issueDate: i.issueDate,
  dueDate: i.dueDate,
  status: i.status,
  sentTo: i.sentTo,
  sentAt: i.sentAt,
  sentHow: i.sentHow,
  billToKind: i.billToKind,
  billToName: i.billToName,
  billToEmail: i.billToEmail,
  billToAddress: i.billToAddress,
  billToAbn: i.billToAbn,
  totalCents: sql<string>`(select coalesce(sum(${l.amountCents}), 0) from ${l} where ${l.companyId} = ${i.companyId} and ${l.invoiceNumber} = ${i.invoiceNumber} and ${l.status} = 'Saved' and ${onInvoiceSql})::text`,
  lineCount: sql<number>`(select count(*) from ${l} where ${l.companyId} = ${i.companyId} and ${l.invoiceNumber} = ${i.invoiceNumber} and ${l.status} = 'Saved' and ${onInvoiceSql})::int`,
  heldBackCount: sql<number>`(select count(*) from ${l} where ${l.companyId} = ${i.companyId} and ${l.invoiceNumber} = ${i.invoiceNumber} and ${l.status} = 'Saved' and not ${onInvoiceSql})::int`,
  paidCents: sql<string>`(select coalesce(sum(${invoicePayments.amountCents}), 0) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${i.id})::text`,
};

const toAccount = <
  T extends { totalCents: string; paidCents: string; lineCount: number; heldBackCount: number },
>(
  r: T,
) => ({
  ...r,
  totalCents: Number(r.totalCents),
  paidCents: Number(r.paidCents),
  lineCount: Number(r.lineCount),
  heldBackCount: Number(r.heldBackCount),
});

/** The accounts of the company's invoices matching `where`, by due date then number. */
export async function invoiceAccounts(db: Queryable, companyId: string, where?: SQL) {
  const rows = await db
    .select(accountColumns)
    .from(i)
    .innerJoin(profiles, eq(profiles.id, i.profileId))
    .where(and(eq(i.companyId, companyId), where))
    .orderBy(asc(i.dueDate), asc(i.invoiceNumber));
  return rows.map(toAccount);
}
export type InvoiceAccountRow = Awaited<ReturnType<typeof invoiceAccounts>>[number];

/** The sent invoices (part paid included) of payers other than the NDIA: what the aged list reads. */
export function unpaidSentAccounts(db: Queryable, companyId: string, auditApprovedOnly: boolean) {
  return invoiceAccounts(
    db,
    companyId,
    and(
      eq(i.status, 'Sent'),
      inArray(i.management, ['Plan Managed', 'Self Managed']),
      auditApprovedOnly ? eq(profiles.auditApproved, true) : undefined,
    ),
  );
}

/** One invoice's account by id; undefined when not the company's. */
export async function findInvoiceAccount(db: Queryable, companyId: string, invoiceId: string) {
  const [row] = await invoiceAccounts(db, companyId, eq(i.id, invoiceId));
  return row;
}

/** Locks an invoice's account row for the rest of the transaction (two sends or payments queue). */
export async function lockInvoiceAccount(db: Queryable, companyId: string, invoiceId: string) {
  await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.companyId, companyId), eq(i.id, invoiceId)))
    .for('update');
}

/** The accounts of these invoice numbers (the saved list's rows), by number. */
export async function accountsByNumber(db: Queryable, companyId: string, numbers: readonly string[]) {
  if (numbers.length === 0) {
    return new Map<string, InvoiceAccountRow>();
  }
  const rows = await invoiceAccounts(db, companyId, inArray(i.invoiceNumber, [...numbers]));
  return new Map(rows.map((r) => [r.invoiceNumber, r]));
}

/** Marks an invoice sent: to whom, when, how, and the bill-to as it was sent. */
export async function markAccountSent(
  db: Queryable,
  companyId: string,
  invoiceId: string,
  v: {
    sentTo: string;
    sentAt: Date;
    sentHow: string;
    by: string;
    billTo: { kind: string; name: string; email: string | null; address: string | null; abn: string | null };
  },
): Promise<void> {
  await db
    .update(i)
    .set({
      status: 'Sent',
      sentTo: v.sentTo,
      sentAt: v.sentAt,
      sentHow: v.sentHow,
      sentBy: v.by,
      billToKind: v.billTo.kind,
      billToName: v.billTo.name,
      billToEmail: v.billTo.email,
      billToAddress: v.billTo.address,
      billToAbn: v.billTo.abn,
      dateModified: v.sentAt,
      userModified: v.by,
    })
    .where(and(eq(i.companyId, companyId), eq(i.id, invoiceId)));
}

/** The saved lines of an invoice number in its order, with what the tax invoice prints. */
export function accountLines(db: Queryable, companyId: string, invoiceNumber: string) {
  return db
    .select({
      invoicesId: l.id,
      lineNumber: l.lineNumber,
      date: l.date,
      dateFrom: l.dateFrom,
      itemNumber: l.itemNumber,
      itemName: l.itemName,
      description: l.description,
      unit: l.unit,
      quantity: l.quantity,
      agreedDurationTicks: l.agreedDurationTicks,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      claimType: l.claimType,
      // Read by the accounting post (issue 28): hours worked and kilometres.
      durationTicks: l.durationTicks,
      totalKm: l.totalKm,
    })
    .from(l)
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.status, 'Saved'),
        eq(l.invoiceNumber, invoiceNumber),
        isNotNull(l.invoiceNumber),
      ),
    )
    .orderBy(asc(l.lineNumber), asc(l.date), asc(l.dateFrom));
}
export type AccountLine = Awaited<ReturnType<typeof accountLines>>[number];
