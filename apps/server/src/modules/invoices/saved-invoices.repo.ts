import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { invoiceLines, profiles } from '../../db/schema/index.ts';

const l = invoiceLines;
const fullName = personNameSql(profiles);

/** A client of the company as an invoice names them; undefined when not the company's. */
export async function invoiceClient(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({
      profileId: profiles.id,
      fullName,
      ndisNo: profiles.ndisNo,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)))
    .limit(1);
  return row;
}

/** The saved lines of one client's invoice period (as invoiceLineViews narrows them). */
export const savedLinesOf = (profileId: string, fromDate: string, toDate: string): SQL | undefined =>
  and(eq(l.status, 'Saved'), eq(l.profileId, profileId), eq(l.periodFrom, fromDate), eq(l.periodTo, toDate));

/** What the saved invoice list narrows to: one client, and audit-approved clients only (auditors). */
export interface SavedInvoiceFilter {
  profileId?: string;
  auditApprovedOnly: boolean;
}

/** A line that bills something: priced, with an amount (held-back lines are neither). */
const billing = sql`(${l.supportItemId} is not null and ${l.amountCents} > 0)`;

const countOf = (status: string) => sql<number>`count(*) filter (where ${l.claimStatus} = ${status})::int`;

/**
 * The saved invoices: one row per client, period and invoice number of Saved lines (a late line of a
 * sent invoice's period is on a new number), with exact sums (ticks and
 * cents as integers), counts by claim state and when last saved; newest period first.
 */
export async function savedInvoiceRows(db: Queryable, companyId: string, f: SavedInvoiceFilter) {
  const rows = await db
    .select({
      profileId: l.profileId,
      periodFrom: l.periodFrom,
      periodTo: l.periodTo,
      clientName: fullName,
      invoiceNumber: l.invoiceNumber,
      durationTicks: sql<string>`coalesce(sum(${l.durationTicks}), 0)::text`,
      agreedTicks: sql<string>`coalesce(sum(${l.agreedDurationTicks}), 0)::text`,
      amountCents: sql<string>`coalesce(sum(${l.amountCents}), 0)::text`,
      // What was billed (the quantities of the lines that bill something), by unit: hours, then any
      // other unit (a sleepover's E). A held-back line (no item, $0) bills nothing.
      billedHours: sql<number>`coalesce(sum(${l.quantity}) filter (where ${billing} and ${l.unit} = 'H'), 0)::float8`,
      otherQuantity: sql<number>`coalesce(sum(${l.quantity}) filter (where ${billing} and ${l.unit} <> 'H'), 0)::float8`,
      otherUnit: sql<
        string | null
      >`case when count(distinct ${l.unit}) filter (where ${billing} and ${l.unit} <> 'H') > 1 then 'units' else min(${l.unit}) filter (where ${billing} and ${l.unit} <> 'H') end`,
      totalKm: sql<number>`coalesce(sum(${l.totalKm}), 0)::float8`,
      lineCount: sql<number>`count(*)::int`,
      claimedCount: countOf('Claimed'),
      paidCount: countOf('Paid'),
      rejectedCount: countOf('Rejected'),
      savedAt: sql<
        string | null
      >`to_char(max(${l.savedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(l)
    .innerJoin(profiles, eq(profiles.id, l.profileId))
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.status, 'Saved'),
        f.profileId ? eq(l.profileId, f.profileId) : undefined,
        f.auditApprovedOnly ? eq(profiles.auditApproved, true) : undefined,
      ),
    )
    .groupBy(
      l.profileId,
      l.periodFrom,
      l.periodTo,
      l.invoiceNumber,
      profiles.firstName,
      profiles.middleName,
      profiles.surName,
    )
    .orderBy(desc(l.periodFrom), desc(l.periodTo), fullName, l.invoiceNumber);
  return rows.map((r) => ({
    ...r,
    durationTicks: Number(r.durationTicks),
    agreedTicks: Number(r.agreedTicks),
    amountCents: Number(r.amountCents),
    totalKm: Number(r.totalKm),
    billed: [
      { unit: 'H', quantity: Math.round(Number(r.billedHours) * 1e6) / 1e6 },
      ...(Number(r.otherQuantity) > 0
        ? [{ unit: r.otherUnit ?? 'units', quantity: Math.round(Number(r.otherQuantity) * 1e6) / 1e6 }]
        : []),
    ],
    lineCount: Number(r.lineCount),
    claimedCount: Number(r.claimedCount),
    paidCount: Number(r.paidCount),
    rejectedCount: Number(r.rejectedCount),
  }));
}

/**
 * The saved lines of a date range that bill something (an item and an amount), each once, for the
 * margin report (docs/pay.md "Margin"): client, worker (as the line's explanation names them), item,
 * quantity, price and billed time. Draft lines are not billed yet and are left out.
 */
export async function billedLinesOfDates(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
  auditApprovedOnly: boolean,
) {
  return db
    .select({
      invoiceLineId: l.id,
      shiftRosterId: l.shiftRosterId,
      clientId: l.profileId,
      clientName: fullName,
      staffId: l.staffId,
      staffName: sql<string>`coalesce(${l.explanation}->'worker'->>'fullName', '')`,
      itemNumber: l.itemNumber,
      itemName: l.itemName,
      date: l.date,
      quantity: l.quantity,
      unit: l.unit,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      billedTicks: l.billedDurationTicks,
      invoiceNumber: l.invoiceNumber,
    })
    .from(l)
    .innerJoin(profiles, eq(profiles.id, l.profileId))
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.status, 'Saved'),
        billing,
        sql`${l.date} between ${fromDate} and ${toDate}`,
        auditApprovedOnly ? eq(profiles.auditApproved, true) : undefined,
      ),
    )
    .orderBy(l.date, l.dateFrom, l.id);
}
